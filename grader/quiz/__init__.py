"""Concept quizzes and the timed mock interview.

Learner material (``quiz/<set>.yaml``: questions, no answers) and hidden answer keys
(``solutions/quiz/<set>.yaml``: correct choices, answer functions, explanations, model answers)
live in the pack; ``pack.yaml`` lists the set files under ``quiz:``.

Public API (used by the CLI, the app pages and the packs engineer's ``validate``)::

    load_quiz(pack=None) -> Quiz                      # all-or-nothing; raises PackError
    validate_quiz(pack) -> list[Problem]              # every problem, for `grader validate`
    instantiate(question, seed) -> Instance           # parameters and shuffles of one attempt
    render_prompt(quiz, instance, lang) -> str
    parse_answer(quiz, instance, text, lang) -> answer  # raises AnswerFormatError
    check(quiz, instance, answer, lang) -> Result
    QuizRun / MockInterview                           # plain-Python sessions (grader.quiz.session)
"""

from .checking import AnswerFormatError, ExplainAnswer, Result, check, expected_answer, parse_answer
from .loader import Quiz, QuizItem, load_quiz, validate_quiz
from .render import Instance, choice_label, instantiate, render_prompt, render_text
from .session import ExerciseItem, ItemOutcome, MockInterview, QuestionItem, QuizRun, Summary

__all__ = [
    "AnswerFormatError", "ExplainAnswer", "Result", "check", "expected_answer", "parse_answer",
    "Quiz", "QuizItem", "load_quiz", "validate_quiz",
    "Instance", "choice_label", "instantiate", "render_prompt", "render_text",
    "ExerciseItem", "ItemOutcome", "MockInterview", "QuestionItem", "QuizRun", "Summary",
]

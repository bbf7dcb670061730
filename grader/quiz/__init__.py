"""Concept quizzes and the timed mock interview.

Learner material (``quiz/<set>.yaml``: questions, no answers) and hidden answer keys
(``solutions/quiz/<set>.yaml``: correct choices, answer functions, explanations, model answers)
live in the pack; ``pack.yaml`` lists the set files under ``quiz:``.

Public API (for the CLI, the app pages and the packs engineer's ``validate``)::

    load_quiz(pack=None) -> Quiz                  # Pack | folder | None (built-in); raises PackError
    validate_quiz(pack) -> list[Problem]          # every problem, file + dotted field; never raises
    quiz.list_rows()                              # [{id, kind, languages, topic}] (no keys)
    quiz.questions(topics=, kinds=) / quiz.sample(count, seed, topics, kinds) / quiz.topic_label(t, lang)
    quiz.instantiate(question_id, seed) -> Instance   # drawn parameters, shuffled choices
    render_prompt(question, instance, lang) -> str
    parse_answer(quiz, instance, text, lang)      # typed text -> answer; raises AnswerFormatError
    check(quiz, instance, answer, lang) -> Result # correct, score 0..1, expected, explanation, feedback
    QuizRun.create(quiz, count, seed, topics, kinds)          # an untimed run (grader.quiz.session)
    MockInterview.create(quiz, pack, n_questions, n_exercises, minutes, seed)
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

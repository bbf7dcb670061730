"""Quiz runs and the timed mock interview, as plain Python with a fake clock."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from grader.pack import BUILTIN_PACK
from grader.quiz import MockInterview, QuizRun, load_quiz
from grader.quiz.checking import numeric_expected


class Clock:
    def __init__(self, t: float = 1000.0):
        self.t = t

    def __call__(self) -> float:
        return self.t


@pytest.fixture(scope="module")
def quiz():
    return load_quiz()


def right(quiz, item):
    it = quiz.get(item.id)
    k = it.key
    return {"single_choice": lambda: k.correct, "multiple_choice": lambda: list(k.correct),
            "ordering": lambda: list(k.order),
            "numeric": lambda: numeric_expected(it.question, k, item.instance)[0]}[it.kind]()


def test_runs_are_deterministic_in_the_seed(quiz):
    a = QuizRun.create(quiz, count=8, seed=42)
    b = QuizRun.create(quiz, count=8, seed=42)
    assert [i.instance for i in a.items] == [i.instance for i in b.items]
    c = QuizRun.create(quiz, count=8, seed=43)
    assert [i.id for i in a.items] != [i.id for i in c.items]


def test_a_short_quiz_spreads_over_topics(quiz):
    run = QuizRun.create(quiz, count=len(quiz.topic_ids()), seed=5)
    assert len({i.topic for i in run.items}) == len(quiz.topic_ids())


def test_filters(quiz):
    run = QuizRun.create(quiz, seed=1, topics=["masking"], kinds=["single_choice"])
    assert run.items and all(i.topic == "masking" and i.kind == "single_choice" for i in run.items)
    assert len(QuizRun.create(quiz, seed=1).items) == len(quiz)


def test_a_full_run_and_its_summary(quiz):
    clock = Clock()
    run = QuizRun.create(quiz, count=5, seed=9, kinds=["single_choice", "multiple_choice", "numeric", "ordering"],
                         clock=clock)
    assert run.remaining() is None
    clock.t += 10
    run.submit(quiz, right(quiz, run.items[0]))
    run.skip()
    with pytest.raises(ValueError):
        run.submit(quiz, right(quiz, run.items[0]), index=0)  # answered once only
    for item in run.items[2:4]:
        clock.t += 5
        assert run.submit(quiz, right(quiz, item), index=run.current_index).correct
    assert not run.done
    clock.t += 5
    wrong = run.submit(quiz, [0.123456] * quiz.get(run.items[4].id).question.size
                       if run.items[4].kind == "numeric" else right(quiz, run.items[4]), "zh")
    assert run.done and run.finished_at == clock.t
    s = run.summary(quiz, "zh")
    assert s.correct == 3 + int(wrong.correct) and len(s.rows) == 5
    assert s.rows[1].status == "skipped" and s.elapsed_s == 25
    assert sum(n for *_, n in s.by_topic) == 5
    text = s.to_text("zh")
    assert "总结" in text and "按主题" in text
    assert "Summary" in s.to_text("en")
    d = s.to_dict()
    assert d["percent"] == s.percent and len(d["rows"]) == 5


def test_mock_interview_clock_and_late_answers(quiz):
    clock = Clock()
    mock = MockInterview.create(quiz, n_questions=4, n_exercises=0, minutes=2, seed=3, clock=clock)
    assert mock.time_limit_s == 120 and mock.remaining() == 120
    clock.t += 30
    mock.submit(quiz, right(quiz, mock.items[0]) if mock.items[0].kind != "explain" else "x")
    assert mock.remaining() == 90 and not mock.done
    clock.t += 100  # 130 s: time is up
    assert mock.time_up() and mock.done and mock.remaining() == 0
    item = mock.items[mock.current_index]
    late = mock.submit(quiz, right(quiz, item) if item.kind != "explain" else "x", index=mock.current_index)
    outcome = mock.outcomes[1]
    assert outcome.status == "late" and outcome.score == 0 and not outcome.correct
    assert late is not None  # the learner still sees the explanation
    s = mock.summary(quiz, "en")
    assert s.timed_out and s.elapsed_s == 120 and s.rows[2].status == "unanswered"
    assert "Time was up" in s.to_text("en")


def test_mock_interview_does_not_end_on_its_own(quiz):
    clock = Clock()
    mock = MockInterview.create(quiz, n_questions=1, n_exercises=0, minutes=5, seed=1, clock=clock,
                                topics=["multi_head"])
    item = mock.items[0]
    mock.submit(quiz, right(quiz, item) if item.kind != "explain" else "x")
    assert mock.current_index is None and not mock.done  # exercises may still be improved
    clock.t += 10
    mock.finish()
    assert mock.done and mock.summary(quiz).elapsed_s == 10


def test_mock_interview_with_exercises_fake_grader(quiz):
    clock = Clock()
    mock = MockInterview.create(quiz, n_questions=2, n_exercises=2, minutes=30, seed=7, clock=clock)
    ex_items = [i for i in mock.items if i.item_type == "exercise"]
    assert len(ex_items) == 2 and mock.items[-2:] == ex_items
    index = mock.items.index(ex_items[0])
    calls = []

    def fake_grade(exercise_id, source, pack=None, lang="en"):
        calls.append((exercise_id, source, lang))
        ok = "right" in source
        return SimpleNamespace(verdict="accepted" if ok else "wrong_answer", score=1.0 if ok else 0.25, passed=4 if ok else 1,
                               total=4, diagnosis=[] if ok else ["forgot_max_subtraction"])

    mock.submit_exercise("wrong", "zh", index=index, grade=fake_grade)
    assert mock.outcomes[index].score == 0.25 and not mock.outcomes[index].correct
    mock.submit_exercise("right", "zh", index=index, grade=fake_grade)  # a second try replaces the first
    assert mock.outcomes[index].correct and calls[-1] == (ex_items[0].exercise_id, "right", "zh")
    with pytest.raises(ValueError):
        mock.submit_exercise("x", index=0, grade=fake_grade)  # item 0 is a question
    s = mock.summary(quiz, "zh")
    assert [r.item_type for r in s.rows].count("exercise") == 2
    assert any(label == "编程题" for _, label, _, _ in s.by_topic)


@pytest.mark.slow
def test_mock_interview_grades_with_the_real_engine(quiz):
    mock = MockInterview.create(quiz, n_questions=0, n_exercises=1, minutes=10, seed=2)
    (item,) = mock.items
    reference = (Path(BUILTIN_PACK) / "solutions" / f"{item.exercise_id}.py").read_text(encoding="utf-8")
    report = mock.submit_exercise(reference, "en")
    assert report.accepted and mock.outcomes[0].correct
    mock2 = MockInterview.create(quiz, n_questions=0, n_exercises=1, minutes=10, seed=2)
    stub = (Path(BUILTIN_PACK) / "exercises" / f"{item.exercise_id}.py").read_text(encoding="utf-8")
    assert mock2.submit_exercise(stub, "en").verdict == "not_implemented"
    assert mock2.outcomes[0].score == 0

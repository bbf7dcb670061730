"""Checking answers of every kind, typed answers, and the languages of the feedback."""

from __future__ import annotations

import re

import pytest

from grader.quiz import AnswerFormatError, ExplainAnswer, check, load_quiz, parse_answer
from grader.quiz.checking import expected_answer, parse_numbers
from grader.quiz.render import displayed

CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(scope="module")
def quiz():
    return load_quiz()


def first(quiz, kind):
    return next(it for it in quiz.items.values() if it.kind == kind)


def test_single_choice(quiz):
    it = quiz.get("emb_dot_vs_cosine")
    inst = quiz.instantiate(it.id, 1)
    ok = check(quiz, inst, it.key.correct, "en")
    assert ok.correct and ok.score == 1.0 and "Cat = [4, 6]" in ok.explanation
    wrong = next(c.id for c in it.question.choices if c.id != it.key.correct)
    bad = check(quiz, inst, wrong, "zh")
    assert not bad.correct and bad.score == 0.0
    assert CJK.search(bad.explanation) and CJK.search(bad.expected)


def test_single_choice_by_displayed_letter(quiz):
    it = quiz.get("mk_newest_token")
    for seed in range(6):
        inst = quiz.instantiate(it.id, seed)
        letter = next(label for label, cid, _ in displayed(it.question, inst) if cid == it.key.correct)
        assert parse_answer(quiz, inst, letter.lower(), "en") == it.key.correct
        assert parse_answer(quiz, inst, f" {letter} ", "en") == it.key.correct
        assert parse_answer(quiz, inst, chr(ord(letter) - ord("A") + ord("Ａ")), "en") == it.key.correct  # fullwidth
        assert check(quiz, inst, letter, "en").correct
    seen = {quiz.instantiate(it.id, s).order for s in range(10)}
    assert len(seen) > 1, "choices are shuffled per attempt"


def test_wrong_choice_feedback(quiz):
    it = quiz.get("sc_without_scaling")  # has a "why" for choice a (overflow)
    inst = quiz.instantiate(it.id, 0)
    r = check(quiz, inst, "a", "en")
    assert r.feedback and "maximum" in r.feedback[0]
    r_zh = check(quiz, inst, "a", "zh")
    assert CJK.search(r_zh.feedback[0])


def test_multiple_choice_scores_partial_answers(quiz):
    it = quiz.get("mk_when_needed")
    inst = quiz.instantiate(it.id, 2)
    right = list(it.key.correct)
    assert check(quiz, inst, right).score == 1.0
    r = check(quiz, inst, right[:2])
    assert not r.correct and r.score == pytest.approx(2 / len(right), abs=1e-3)
    wrong = [c.id for c in it.question.choices if c.id not in right]
    r = check(quiz, inst, right + wrong)
    assert not r.correct and r.score == pytest.approx((len(right) - len(wrong)) / len(right), abs=1e-3)
    assert any("One new query" in f for f in r.feedback)
    assert check(quiz, inst, wrong).score == 0.0
    labels = {cid: label for label, cid, _ in displayed(it.question, inst)}
    typed = " ,".join(labels[c] for c in right)
    assert set(parse_answer(quiz, inst, typed)) == set(right)
    assert set(parse_answer(quiz, inst, "".join(labels[c] for c in right))) == set(right)
    with pytest.raises(AnswerFormatError):
        parse_answer(quiz, inst, "Z")


def test_numeric_answers_and_formats(quiz):
    inst = quiz.instantiate("sc_sqrt_dk", 0)
    d_k = inst.params["d_k"]
    assert check(quiz, inst, str(round(d_k ** 0.5, 2))).correct
    assert not check(quiz, inst, str(d_k)).correct
    assert parse_numbers("1/8", 1) == 0.125
    assert parse_numbers("1,050,624", 1) == 1050624
    assert parse_numbers("１２", 1) == 12  # fullwidth digits
    assert parse_numbers("[0.09，0.24，0.67]", 3) == [0.09, 0.24, 0.67]
    assert parse_numbers("50%", 1) == 0.5
    with pytest.raises(AnswerFormatError, match="3 个数"):
        parse_numbers("0.1, 0.2", 3, "zh")
    with pytest.raises(AnswerFormatError, match="not a number"):
        parse_numbers("abc", 1, "en")
    with pytest.raises(AnswerFormatError):
        parse_numbers("nan", 1, "en")


def test_numeric_vector_partial_score(quiz):
    inst = quiz.instantiate("sc_softmax_three", 4)
    item = quiz.get("sc_softmax_three")
    from grader.quiz.checking import numeric_expected

    want, _ = numeric_expected(item.question, item.key, inst)
    r = check(quiz, inst, [want[0], want[1], want[2] + 0.5], "en")
    assert not r.correct and r.score == pytest.approx(2 / 3, abs=1e-3) and "2 of 3" in r.feedback[0]


def test_ordering(quiz):
    it = quiz.get("qkv_steps_order")
    inst = quiz.instantiate(it.id, 5)
    order = list(it.key.order)
    assert list(inst.order) != order, "never shown already solved"
    assert check(quiz, inst, order).correct
    swapped = order[:]
    swapped[0], swapped[1] = swapped[1], swapped[0]
    r = check(quiz, inst, swapped, "zh")
    n = len(order)
    assert not r.correct and r.score == pytest.approx(1 - 1 / (n * (n - 1) / 2), abs=1e-3)
    labels = {cid: label for label, cid, _ in displayed(it.question, inst)}
    assert parse_answer(quiz, inst, " ".join(labels[c] for c in order)) == order
    assert parse_answer(quiz, inst, "".join(labels[c] for c in order)) == order
    with pytest.raises(AnswerFormatError, match="每个编号"):
        parse_answer(quiz, inst, "1 1 2", "zh")
    assert " → " in expected_answer(quiz, inst, "en")


def test_explain_self_check(quiz):
    it = quiz.get("sc_explain_scaling")
    inst = quiz.instantiate(it.id, 0)
    n = len(it.key.checklist)
    everything = check(quiz, inst, ExplainAnswer("variance grows…", tuple(range(n))), "en")
    assert everything.correct and everything.score == 1.0 and not everything.feedback
    little = check(quiz, inst, ExplainAnswer("variance grows…", (0,)), "zh")
    assert not little.correct and little.score == pytest.approx(1 / n, abs=1e-3)
    assert "没有提到的要点" in little.feedback[0]
    empty = check(quiz, inst, ExplainAnswer("   ", tuple(range(n))), "en")
    assert not empty.correct and empty.score == 0.0
    assert it.key.model_answer.en == expected_answer(quiz, inst, "en")
    assert check(quiz, inst, ExplainAnswer("x", (99, -1)), "en").score == 0.0  # unknown points are ignored


def test_answer_format_errors_leave_no_result(quiz):
    inst = quiz.instantiate("emb_dot_product", 0)
    with pytest.raises(AnswerFormatError):
        check(quiz, inst, "twenty", "en")
    inst = quiz.instantiate("mh_why", 0)
    with pytest.raises(AnswerFormatError):
        check(quiz, inst, "Q", "en")


def test_released_pack_cannot_check(tmp_path):
    import shutil

    import yaml

    from grader.pack import BUILTIN_PACK
    from grader.quiz.checking import NoKeyError

    (tmp_path / "quiz").mkdir()
    shutil.copy(BUILTIN_PACK / "quiz" / "qkv.yaml", tmp_path / "quiz" / "qkv.yaml")
    m = yaml.safe_load((BUILTIN_PACK / "pack.yaml").read_text(encoding="utf-8"))
    m["quiz"] = ["qkv.yaml"]
    (tmp_path / "pack.yaml").write_text(yaml.safe_dump(m, allow_unicode=True), encoding="utf-8")
    q = load_quiz(tmp_path)
    with pytest.raises(NoKeyError):
        check(q, q.instantiate("qkv_shapes", 0), "c")

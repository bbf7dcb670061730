"""Check one answer: correct or not, a score in 0..1 and the explanation in the learner's language.

Answers come either as values (``"b"``, ``["a", "c"]``, ``26.0``, ``["x", "y", "z"]``,
:class:`ExplainAnswer`) or as typed text that :func:`parse_answer` turns into those values using
the labels shown for the attempt (``B``, ``A C``, ``26``, ``3 1 2``). The expected numeric answer
is recomputed from the attempt's parameters by trusted code (:mod:`grader.quiz.answers`).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from typing import Any, Iterable

from .answers import AnswerError, Value, evaluate_expression, evaluate_function, fmt_value
from .i18n import t
from .render import Instance, displayed, render_text
from .schema import (ExplainKey, ExplainQuestion, FunctionAnswer, MultipleChoiceKey, MultipleChoiceQuestion,
                     NumericKey, NumericQuestion, OrderingKey, OrderingQuestion, SingleChoiceKey,
                     SingleChoiceQuestion)


class AnswerFormatError(ValueError):
    """The learner's input cannot be read as an answer to this question (the message is in their language)."""


class NoKeyError(LookupError):
    """The pack has no answer key for this question (a released student pack)."""


@dataclass(frozen=True)
class ExplainAnswer:
    """An explain-in-words answer: the learner's text and the self-check points they ticked (0-based)."""

    text: str
    checked: tuple[int, ...] = ()


@dataclass(frozen=True)
class Result:
    question_id: str
    kind: str
    correct: bool
    score: float  # 0..1
    explanation: str  # in the requested language
    expected: str  # the right answer, as shown to the learner
    given: str  # the learner's answer, as shown to the learner
    feedback: list[str] = field(default_factory=list)  # remarks on particular choices

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


# ---------------------------------------------------------------- expected answers


def numeric_expected(question: NumericQuestion, key: NumericKey, instance: Instance) -> tuple[Value, str]:
    """The expected value for the attempt's parameters, and the worked computation (may be "")."""
    ans = key.answer
    if isinstance(ans, FunctionAnswer):
        return evaluate_function(ans.fn, ans.args, instance.params)
    return evaluate_expression(ans.expr, instance.params), ""


def _item(quiz, instance: Instance):
    item = quiz.get(instance.question_id)
    if item.key is None:
        raise NoKeyError(f"question {instance.question_id!r} has no answer key in this pack")
    return item


def _labels(question, instance: Instance) -> dict[str, tuple[str, str]]:
    """choice/item id -> (label, text) for this attempt (text in every language is looked up later)."""
    return {cid: (label, text) for label, cid, text in displayed(question, instance)}


def _show_choices(question, instance: Instance, ids: Iterable[str], lang: str) -> str:
    lab = {cid: (label, text) for label, cid, text in displayed(question, instance)}
    ids = sorted(ids, key=lambda c: lab[c][0]) if not isinstance(question, OrderingQuestion) else list(ids)
    if not ids:
        return t("nothing", lang)
    return "; ".join(f"{lab[c][0]}. {lab[c][1].get(lang)}" for c in ids)


def expected_answer(quiz, instance: Instance, lang: str = "en") -> str:
    """The right answer for this attempt, as a learner reads it."""
    item = _item(quiz, instance)
    q, key = item.question, item.key
    if isinstance(key, SingleChoiceKey):
        return _show_choices(q, instance, [key.correct], lang)
    if isinstance(key, MultipleChoiceKey):
        return _show_choices(q, instance, key.correct, lang)
    if isinstance(key, OrderingKey):
        lab = _labels(q, instance)
        return " → ".join(f"{lab[c][0]}. {lab[c][1].get(lang)}" for c in key.order)
    if isinstance(key, NumericKey):
        value, _ = numeric_expected(q, key, instance)
        unit = f" {q.unit.get(lang)}" if q.unit else ""
        return fmt_value(value, 4) + unit
    if isinstance(key, ExplainKey):
        return key.model_answer.get(lang)
    raise TypeError(type(key))  # pragma: no cover


def explanation(quiz, instance: Instance, lang: str = "en") -> str:
    item = _item(quiz, instance)
    q, key = item.question, item.key
    if isinstance(key, NumericKey):
        value, work = numeric_expected(q, key, instance)
        return render_text(key.explanation.get(lang), {**instance.params, "answer": fmt_value(value, 4), "work": work})
    if isinstance(key, ExplainKey):
        return key.explanation.get(lang) if key.explanation else key.model_answer.get(lang)
    return key.explanation.get(lang)


def self_check_points(quiz, question_id: str, lang: str = "en") -> list[str]:
    """The points of an explain-in-words question's model answer (shown after the learner wrote theirs)."""
    item = quiz.get(question_id)
    if not isinstance(item.key, ExplainKey):
        return []
    return [p.get(lang) for p in item.key.checklist]


# ---------------------------------------------------------------- parsing typed answers

_SEP = re.compile(r"[\s,;，、；/|]+")


def _norm(text: str) -> str:
    return unicodedata.normalize("NFKC", text or "").strip()


def _parse_number(tok: str, lang: str) -> float:
    s = tok.strip().replace("−", "-").replace("_", "")
    pct = s.endswith("%")
    if pct:
        s = s[:-1]
    try:
        v = float(Fraction(s)) if "/" in s else float(s)
    except (ValueError, ZeroDivisionError):
        raise AnswerFormatError(t("bad_number", lang, token=tok)) from None
    if v != v or v in (float("inf"), float("-inf")):
        raise AnswerFormatError(t("bad_number", lang, token=tok))
    return v / 100 if pct else v


def parse_numbers(text: str, size: int, lang: str = "en") -> float | list[float]:
    s = _norm(text).strip("[]() ")
    if not s:
        raise AnswerFormatError(t("empty_answer", lang))
    if size == 1:
        compact = re.sub(r"(?<=\d)[,\s_](?=\d{3}\b)", "", s)  # 1,050,624 and 1 050 624
        tokens = [compact]
    else:
        tokens = [x for x in re.split(r"[\s,;，、；]+", s) if x]
    values = [_parse_number(x, lang) for x in tokens]  # "y" is "not a number" before any count
    if len(tokens) != size:
        raise AnswerFormatError(t("need_n_numbers", lang, n=size, got=len(tokens)))
    return values[0] if size == 1 else values


def _letters(text: str, labels: list[str], lang: str) -> list[str]:
    s = _norm(text).upper()
    tokens = [x for x in _SEP.split(s) if x]
    if len(tokens) == 1 and len(tokens[0]) > 1 and all(ch in labels for ch in tokens[0]):
        tokens = list(tokens[0])  # "AC"
    for tok in tokens:
        if tok not in labels:
            raise AnswerFormatError(t("bad_choice", lang, token=tok, labels=", ".join(labels)))
    return tokens


def parse_answer(quiz, instance: Instance, text: str, lang: str = "en") -> Any:
    """Turn typed text into an answer for :func:`check`, using this attempt's labels.

    Single choice ``B``; multiple choice ``A C`` / ``A,C`` / ``AC``; numeric ``26``, ``0.09``, ``1/8``
    (several numbers separated by commas or spaces); ordering the item numbers in order, ``3 1 2``;
    explain: the text itself.

    Raises:
        AnswerFormatError: with a message in ``lang`` saying what is expected.
    """
    q = quiz.get(instance.question_id).question
    if isinstance(q, ExplainQuestion):
        return ExplainAnswer(text=(text or "").strip())
    if isinstance(q, NumericQuestion):
        return parse_numbers(text, q.size, lang)
    shown = displayed(q, instance)
    labels = [label for label, _, _ in shown]
    by_label = {label: cid for label, cid, _ in shown}
    if isinstance(q, SingleChoiceQuestion):
        tokens = _letters(text, labels, lang)
        if len(tokens) != 1:
            raise AnswerFormatError(t("need_one_choice", lang, labels=", ".join(labels)))
        return by_label[tokens[0]]
    if isinstance(q, MultipleChoiceQuestion):
        tokens = _letters(text, labels, lang)
        if not tokens:
            raise AnswerFormatError(t("need_some_choice", lang, labels=", ".join(labels)))
        return [by_label[x] for x in labels if x in set(tokens)]
    if isinstance(q, OrderingQuestion):
        s = _norm(text)
        tokens = [x for x in _SEP.split(s) if x]
        if len(tokens) == 1 and len(tokens[0]) == len(labels) and len(labels) <= 9:
            tokens = list(tokens[0])  # "3124"
        if sorted(tokens, key=str) != sorted(labels, key=str):
            raise AnswerFormatError(t("need_permutation", lang, labels=" ".join(labels)))
        return [by_label[x] for x in tokens]
    raise TypeError(type(q))  # pragma: no cover


# ---------------------------------------------------------------- checking


def _close(given: float, expected: float, tol) -> bool:
    return abs(given - expected) <= tol.abs + tol.rel * abs(expected)


def check(quiz, instance: Instance, answer: Any, lang: str = "en") -> Result:
    """Check ``answer`` for the attempt ``instance``.

    Raises:
        AnswerFormatError: the answer does not fit the question (unknown choice, wrong count…).
        NoKeyError: the pack has no key for the question (a released student pack).
    """
    item = _item(quiz, instance)
    q, key = item.question, item.key
    feedback: list[str] = []
    if isinstance(answer, str) and not isinstance(q, (SingleChoiceQuestion, ExplainQuestion)):
        answer = parse_answer(quiz, instance, answer, lang)

    if isinstance(key, SingleChoiceKey):
        ids = {c.id for c in q.choices}
        if answer not in ids:
            answer = _label_to_id(q, instance, answer, lang)
        correct = answer == key.correct
        score = 1.0 if correct else 0.0
        if not correct and answer in key.why:
            feedback.append(key.why[answer].get(lang))
        given = _show_choices(q, instance, [answer], lang)
    elif isinstance(key, MultipleChoiceKey):
        chosen = list(dict.fromkeys(answer))
        ids = {c.id for c in q.choices}
        for c in chosen:
            if c not in ids:
                raise AnswerFormatError(t("bad_choice", lang, token=c, labels=", ".join(sorted(ids))))
        right = set(key.correct)
        tp, fp = len(right & set(chosen)), len(set(chosen) - right)
        correct = set(chosen) == right
        score = 1.0 if correct else max(0.0, (tp - fp) / len(right))
        for c in chosen:
            if c in key.why and (c not in right):
                feedback.append(key.why[c].get(lang))
        for c in right - set(chosen):
            if c in key.why:
                feedback.append(key.why[c].get(lang))
        given = _show_choices(q, instance, chosen, lang)
    elif isinstance(key, NumericKey):
        expected, _ = numeric_expected(q, key, instance)
        exp_list = [expected] if isinstance(expected, float) else list(expected)
        got = answer if isinstance(answer, (list, tuple)) else [answer]
        try:
            got = [float(x) for x in got]
        except (TypeError, ValueError):
            raise AnswerFormatError(t("bad_number", lang, token=str(answer))) from None
        if len(got) != len(exp_list):
            raise AnswerFormatError(t("need_n_numbers", lang, n=len(exp_list), got=len(got)))
        hits = [_close(g, e, key.tolerance) for g, e in zip(got, exp_list)]
        correct = all(hits)
        score = sum(hits) / len(hits)
        if not correct and len(hits) > 1:
            feedback.append(t("numbers_right", lang, k=sum(hits), n=len(hits)))
        given = fmt_value(got[0] if len(got) == 1 else got, 6)
    elif isinstance(key, OrderingKey):
        order = list(answer)
        if sorted(order) != sorted(key.order):
            raise AnswerFormatError(t("need_permutation", lang, labels=" ".join(x for x, _, _ in displayed(q, instance))))
        pos = {c: i for i, c in enumerate(order)}
        pairs = [(a, b) for i, a in enumerate(key.order) for b in key.order[i + 1:]]
        good = sum(1 for a, b in pairs if pos[a] < pos[b])
        correct = order == list(key.order)
        score = 1.0 if correct else good / len(pairs)
        lab = _labels(q, instance)
        given = " → ".join(f"{lab[c][0]}. {lab[c][1].get(lang)}" for c in order)
        if not correct:
            feedback.append(t("pairs_right", lang, k=good, n=len(pairs)))
    elif isinstance(key, ExplainKey):
        ans = answer if isinstance(answer, ExplainAnswer) else ExplainAnswer(text=str(answer or ""))
        ticked = {i for i in ans.checked if 0 <= int(i) < len(key.checklist)}
        if not ans.text.strip():
            score = 0.0
            feedback.append(t("explain_empty", lang))
        else:
            score = len(ticked) / len(key.checklist)
        correct = bool(ans.text.strip()) and score >= key.pass_share - 1e-9
        missed = [key.checklist[i].get(lang) for i in range(len(key.checklist)) if i not in ticked]
        if ans.text.strip() and missed:
            feedback.append(t("explain_missed", lang) + ("" if lang == "zh" else " ") + " / ".join(missed))
        given = ans.text.strip()
    else:  # pragma: no cover
        raise TypeError(type(key))
    return Result(question_id=q.id, kind=q.kind, correct=bool(correct), score=round(float(score), 4),
                  explanation=explanation(quiz, instance, lang), expected=expected_answer(quiz, instance, lang),
                  given=given, feedback=feedback)


def _label_to_id(q, instance: Instance, answer: Any, lang: str) -> str:
    """A single-choice answer given as its displayed letter ("B") instead of its id."""
    shown = displayed(q, instance)
    labels = [label for label, _, _ in shown]
    tokens = _letters(str(answer), labels, lang) if isinstance(answer, str) else []
    if len(tokens) != 1:
        raise AnswerFormatError(t("need_one_choice", lang, labels=", ".join(labels)))
    return dict((label, cid) for label, cid, _ in shown)[tokens[0]]


__all__ = ["AnswerFormatError", "NoKeyError", "ExplainAnswer", "Result", "check", "parse_answer",
           "expected_answer", "explanation", "numeric_expected", "self_check_points", "parse_numbers"]

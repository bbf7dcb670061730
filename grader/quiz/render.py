"""One attempt of a question: the parameters drawn for it, the shuffled order of its choices, and
its text in a language. Nothing here needs (or sees) the answer key."""

from __future__ import annotations

import random
import string
from dataclasses import dataclass, field
from typing import Any

from ..schema import Text
from .answers import fmt_value
from .schema import (ChoiceParam, FloatParam, IntParam, IntVectorParam, MultipleChoiceQuestion, NumericQuestion,
                     OrderingQuestion, SingleChoiceQuestion)

LETTERS = "ABCDEFGH"


def choice_label(i: int) -> str:
    """The label shown for the ``i``-th displayed choice: A, B, C…"""
    return LETTERS[i]


@dataclass(frozen=True)
class Instance:
    """A question as asked once: drawn parameters and the displayed order of choices or items.

    ``order`` holds choice ids (single/multiple choice) or item ids (ordering) in display order.
    An Instance is small, plain data (see :meth:`to_dict`): the app keeps it in the session and
    checking recomputes the expected answer from it with trusted code.
    """

    question_id: str
    seed: int = 0
    params: dict[str, Any] = field(default_factory=dict)
    order: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"question_id": self.question_id, "seed": self.seed, "params": dict(self.params),
                "order": list(self.order)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Instance":
        return cls(question_id=d["question_id"], seed=int(d.get("seed", 0)), params=dict(d.get("params", {})),
                   order=tuple(d.get("order", ())))


def _bound(v: int | str, drawn: dict[str, Any]) -> int:
    if isinstance(v, str):
        return int(drawn[v])
    return v


def draw_params(question: NumericQuestion, rng: random.Random) -> dict[str, Any]:
    """Draw every parameter in declaration order (a bound may name an earlier parameter)."""
    drawn: dict[str, Any] = {}
    for name, spec in question.params.items():
        if isinstance(spec, IntParam):
            lo, hi = _bound(spec.low, drawn), _bound(spec.high, drawn)
            pool = [v for v in range(lo, hi + 1) if v not in spec.exclude]
            if not pool:
                raise ValueError(f"parameter {name!r}: nothing to draw from {lo}..{hi}")
            drawn[name] = rng.choice(pool)
        elif isinstance(spec, ChoiceParam):
            drawn[name] = rng.choice(spec.values)
        elif isinstance(spec, FloatParam):
            drawn[name] = round(rng.uniform(spec.low, spec.high), spec.decimals)
        elif isinstance(spec, IntVectorParam):
            for _ in range(100):
                vec = [rng.randint(spec.low, spec.high) for _ in range(spec.length)]
                if not spec.nonzero or any(vec):
                    break
            drawn[name] = vec
    return drawn


def instantiate(question, seed: int = 0, avoid_order: tuple[str, ...] | list[str] | None = None) -> Instance:
    """Draw one attempt of ``question``, deterministic in ``seed``.

    ``avoid_order`` (the answer of an ordering question, when the caller knows it) is never used
    as the displayed order, so the items never start out solved.
    """
    rng = random.Random(f"{seed}/{question.id}")
    params: dict[str, Any] = {}
    order: tuple[str, ...] = ()
    if isinstance(question, NumericQuestion):
        params = draw_params(question, rng)
    elif isinstance(question, (SingleChoiceQuestion, MultipleChoiceQuestion)):
        ids = [c.id for c in question.choices]
        if question.shuffle:
            rng.shuffle(ids)
        order = tuple(ids)
    elif isinstance(question, OrderingQuestion):
        ids = [c.id for c in question.items]
        for _ in range(20):
            rng.shuffle(ids)
            if avoid_order is None or list(ids) != list(avoid_order):
                break
        order = tuple(ids)
    return Instance(question_id=question.id, seed=seed, params=params, order=order)


def template_fields(template: str) -> list[str]:
    """The ``{name}`` fields of a template; raises ValueError for anything but plain names."""
    names = []
    for _, name, spec, conv in string.Formatter().parse(template):
        if name is None:
            continue
        if not name.isidentifier() or conv is not None:
            raise ValueError(f"only plain {{name}} fields are allowed in a template, not {{{name}{'!' + conv if conv else ''}}}")
        if spec and "{" in spec:
            raise ValueError(f"nested fields are not allowed: {{{name}:{spec}}}")
        names.append(name)
    return names


def render_text(template: str, values: dict[str, Any]) -> str:
    """Fill ``{name}`` fields with values (numbers and vectors formatted for people)."""
    out = []
    for literal, name, spec, _ in string.Formatter().parse(template):
        out.append(literal)
        if name is None:
            continue
        if name not in values:
            out.append("{" + name + "}")
            continue
        v = values[name]
        if spec and not isinstance(v, (list, tuple, str)):
            try:
                out.append(format(v, spec))
                continue
            except (ValueError, TypeError):
                pass
        out.append(v if isinstance(v, str) else fmt_value(v))
    return "".join(out)


def render_prompt(question, instance: Instance | None, lang: str = "en") -> str:
    """The question's prompt in ``lang``, with the attempt's parameters filled in."""
    text = question.prompt.get(lang)
    if isinstance(question, NumericQuestion):
        return render_text(text, instance.params if instance else {})
    return text


def displayed(question, instance: Instance) -> list[tuple[str, str, Text]]:
    """``(label, id, text)`` of the choices or items in display order (A, B… or 1, 2…)."""
    if isinstance(question, (SingleChoiceQuestion, MultipleChoiceQuestion)):
        by_id = {c.id: c for c in question.choices}
        ids = instance.order or tuple(by_id)
        return [(choice_label(i), cid, by_id[cid].text) for i, cid in enumerate(ids)]
    if isinstance(question, OrderingQuestion):
        by_id = {c.id: c for c in question.items}
        ids = instance.order or tuple(by_id)
        return [(str(i + 1), cid, by_id[cid].text) for i, cid in enumerate(ids)]
    return []


__all__ = ["Instance", "instantiate", "render_prompt", "render_text", "template_fields", "choice_label",
           "displayed", "draw_params"]

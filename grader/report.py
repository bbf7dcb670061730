"""The grading report: one typed, versioned document that every surface renders.

``Report.to_json()`` is the ``grade --json`` output of design.md. Hidden cases carry their verdict
and a message of the fixed hidden vocabulary only (:data:`grader.messages.HIDDEN`) — never inputs,
expected values, printed output, exception types or text, numbers, indexes or sizes.

Every case stores ``message_key`` and ``message_params`` beside the rendered ``message``, so that a
surface can render a stored report again in another language with
``grader.messages.render(key, lang, **params)``. Arrays are summarised (:func:`summarise`) and a
whole report is kept under :data:`MAX_REPORT_BYTES` whatever the submission returns or prints.
"""

from __future__ import annotations

import json
import math
from typing import Any, Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, model_validator

from .messages import HIDDEN, HIDDEN_KEYS, HIDDEN_PARAMS, VOCAB, render, verdict_label

REPORT_VERSION = 1
MAX_ARRAY_VALUES = 100          # values of one array kept in a report (the rest: shape and dtype only)
MAX_REPORT_BYTES = 1_000_000    # a whole report, as JSON (PrairieLearn caps results.json at 1 MB too)
MAX_TEXT = 8192                 # one case's printed output or message, in characters

VerdictName = Literal[
    "accepted", "wrong_answer", "wrong_shape", "non_finite", "not_implemented", "syntax_error",
    "runtime_error", "time_limit_exceeded", "memory_limit_exceeded", "output_limit_exceeded", "invalid_output",
]


def jsonable(value: Any) -> Any:
    """Arrays and scalars as JSON values; inf/nan as the strings "inf", "-inf", "nan"."""
    if isinstance(value, np.ndarray):
        if value.dtype == np.bool_:
            return value.tolist()
        return jsonable(value.tolist())
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (np.floating, float)):
        f = float(value)
        if math.isnan(f):
            return "nan"
        if math.isinf(f):
            return "inf" if f > 0 else "-inf"
        return f
    if isinstance(value, np.integer):
        return int(value)
    if isinstance(value, np.bool_):
        return bool(value)
    return value


def summarise(value: Any, other: Any = None) -> Any:
    """An array as a report may hold it: as JSON values when it has at most ``MAX_ARRAY_VALUES``
    values, else ``{"shape", "dtype", "values" (the first 100, flattened), "truncated": true}`` —
    plus ``"first_difference"`` (an index) when ``other`` is an array of the same shape to compare
    with. A submission returning 16 MiB makes a report of a few kilobytes."""
    if not isinstance(value, np.ndarray):
        return jsonable(value)
    if value.size <= MAX_ARRAY_VALUES:
        return jsonable(value)
    out: dict[str, Any] = {"shape": [int(d) for d in value.shape], "dtype": str(value.dtype),
                           "values": jsonable(value.reshape(-1)[:MAX_ARRAY_VALUES]), "truncated": True}
    if isinstance(other, np.ndarray) and other.shape == value.shape:
        try:
            with np.errstate(all="ignore"):
                a, b = value.astype(np.float64), other.astype(np.float64)
                diff = ~((a == b) | (np.isnan(a) & np.isnan(b)))
            if diff.any():
                out["first_difference"] = [int(i) for i in np.argwhere(diff)[0]]
        except (TypeError, ValueError):
            pass
    return out


def hidden_message(key: str, params: dict[str, Any], *, output: str | None = None, raises: str | None = None,
                   allowed: dict[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
    """The (key, params) a hidden case may show: the key mapped into the hidden vocabulary, and only
    parameters whose values are VOCAB words or equal to what the pack fixes (``output``: the
    output's name as the trusted compare step set it; ``raises``: the case's expected exception;
    ``allowed``: other pack values, e.g. ``{"function": …, "n": …, "names": …}``). Anything else
    is dropped — the message then falls back to a neutral word."""
    hkey = HIDDEN.get(key) or (key if key in HIDDEN_KEYS else "crashed_hidden")
    allowed = dict(allowed or {})
    out: dict[str, Any] = {}
    for name, source in HIDDEN_PARAMS.get(hkey, {}).items():
        value = params.get(name)
        kind, _, what = source.partition(":")
        if kind == "vocab":
            if isinstance(value, str) and value in VOCAB[what]:
                out[name] = value
        elif what == "output":
            if isinstance(value, str) and value in {output, *allowed.get("outputs", ())} and value:
                out[name] = value
        elif what == "raises":
            if isinstance(value, str) and value == raises:
                out[name] = value
        elif what in ("function", "n_outputs", "output_names", "only_input"):
            if what in allowed and value == allowed[what]:
                out[name] = value
        if name not in out:  # a neutral stand-in, never the submission's value
            out[name] = {"output": "result", "expected": "float" if kind == "vocab" else "the expected exception",
                         "bucket": "far", "axis": "ndim", "function": "function", "n": "the", "names": "…",
                         "arg": ""}[name]
    return hkey, out


class CaseReport(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    # "found": a case the counterexample search drew for this submission (shown like a public case)
    visibility: Literal["public", "hidden", "found"]
    verdict: VerdictName
    message: str
    message_key: str = ""
    message_params: dict[str, Any] = {}  # hidden cases: VOCAB words and pack values only
    max_abs_error: float | None = None   # hidden cases: always None (see error_bucket)
    error_bucket: Literal["close", "off", "far"] | None = None  # hidden cases only
    diagnosis: str | None = None
    weight: float = 1.0
    elapsed_s: float | None = None
    line: int | None = None
    where: list[int] | None = None
    # public cases only
    description: str | None = None
    inputs: dict[str, Any] | None = None
    expected: list[Any] | None = None
    actual: list[Any] | None = None
    stdout: str | None = None
    source: str | None = None


class Feedback(BaseModel):
    """One named mistake: its message, how many cases it explains and which (most cases first in a report)."""

    model_config = ConfigDict(extra="forbid")

    mistake: str
    message: str
    cases: int
    case_names: list[str] = []
    misconceptions: list[str] = []


class Report(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: int = REPORT_VERSION
    exercise: str
    pack: str
    verdict: VerdictName
    score: float
    passed: int
    total: int
    # the whole submission's wall time, hidden cases included: a remaining covert channel (a
    # submission can stall on chosen inputs), bounded by the time limits and by rate limits on
    # submissions (docs/sandbox.md, "What a hidden case reveals")
    elapsed_s: float
    diagnosis: list[str]
    feedback: list[Feedback] = []
    cases: list[CaseReport]
    lang: str = "en"
    scope: Literal["all", "public"] = "all"
    sandbox: str = ""

    @model_validator(mode="after")
    def _bounded(self) -> "Report":
        bound_report(self)
        return self

    @property
    def accepted(self) -> bool:
        return self.verdict == "accepted"

    def to_json(self, indent: int | None = None) -> str:
        data = self.model_dump(exclude_none=True)
        for c in data["cases"]:
            c.setdefault("max_abs_error", None)
            c.setdefault("diagnosis", None)
            if c.get("visibility") == "hidden":
                c.setdefault("error_bucket", None)
        # an infinite max_abs_error (expected -inf, got a finite number) must not crash the CLI
        return json.dumps(jsonable(data), indent=indent, ensure_ascii=False, allow_nan=False)

    def to_text(self) -> str:
        """A table of cases for people, the diagnosis and the largest error (in the report's language)."""
        zh = self.lang == "zh"
        head = (f"{self.passed}/{self.total} 个用例，得分 {self.score:.2f}，{self.elapsed_s * 1000:.0f} 毫秒" if zh else
                f"{self.passed}/{self.total} cases, score {self.score:.2f}, {self.elapsed_s * 1000:.0f} ms")
        lines = [f"{self.exercise}: {verdict_label(self.verdict, self.lang)} — {head}"]
        width = max([len(c.name) for c in self.cases] + [4])
        vis_label = {"hidden": "隐藏" if zh else "hidden", "public": "公开" if zh else "public",
                     "found": "反例" if zh else "found"}
        for c in self.cases:
            mark = "✓" if c.verdict == "accepted" else "✗"
            shown = verdict_label(c.verdict, self.lang) if zh else c.verdict
            lines.append(f"  {mark} {c.name:<{width}}  {vis_label[c.visibility]:<6}  {shown:<22} "
                         f"{'' if c.verdict == 'accepted' else c.message}")
        for f in self.feedback:
            count = (f"{f.cases} 个用例" if zh else f"{f.cases} case{'s' if f.cases != 1 else ''}")
            lines.append(f"\n{'诊断' if zh else 'Diagnosis'} [{f.mistake}] ({count}): {f.message}")
        errs = [c.max_abs_error for c in self.cases if c.max_abs_error is not None and c.verdict != "accepted"]
        if errs:
            lines.append(f"{'最大误差' if zh else 'Largest error'}: {max(errs):.3g}")
        return "\n".join(lines)


def _leaves(value: Any, depth: int = 0) -> int:
    """How many scalars a JSON-ready value holds (a cheap stand-in for its size: ~25 bytes each)."""
    if isinstance(value, (list, tuple)):
        return sum(_leaves(v, depth + 1) for v in value) if depth < 40 else len(value)
    if isinstance(value, dict):
        return sum(_leaves(v, depth + 1) for v in value.values()) + len(value)
    return len(value) // 20 + 1 if isinstance(value, str) else 1


def _size_estimate(rep: "Report", exact: bool = False) -> int:
    """Bytes of JSON, over-estimated. Quick form: every array counts as a summarised one (at most
    MAX_ARRAY_VALUES values, ~25 bytes each) — true of everything the submission returns; only a
    pack's own non-array inputs could be larger, and ``exact`` walks those values."""
    n = 2048
    for c in rep.cases:
        n += 400 + len(c.message) + len(c.stdout or "") + len(c.source or "") + len(c.description or "")
        for part in (c.inputs, c.expected, c.actual):
            if part is not None:
                n += 25 * (_leaves(part) if exact else (MAX_ARRAY_VALUES + 10) * len(part))
    return n


def bound_report(rep: "Report", limit: int = MAX_REPORT_BYTES) -> None:
    """Trim a report that would exceed ``limit`` bytes of JSON: printed output first, then the
    submission's arrays, then inputs and expected values of public cases (verdicts, messages and
    scores always stay). Arrays are already summarised, so this only bites on many large cases."""
    budget = limit * 0.8  # (25 bytes a value over-estimates JSON's ~20)
    if _size_estimate(rep) <= budget or _size_estimate(rep, exact=True) <= budget:
        return
    for field_name in ("stdout", "actual", "source", "inputs", "expected"):
        for c in rep.cases:
            if len(c.message) > MAX_TEXT:
                c.message = c.message[:MAX_TEXT] + "…"
            setattr(c, field_name, None)
            if _size_estimate(rep, exact=True) <= budget:
                return


def case_report(*, name: str, visibility: str, verdict: str, key: str, params: dict[str, Any], lang: str,
                weight: float = 1.0, diagnosis: str | None = None, max_abs_error: float | None = None,
                error_bucket: str | None = None, output: str | None = None, raises: str | None = None,
                allowed: dict[str, Any] | None = None, elapsed_s: float | None = None, line: int | None = None,
                where: list[int] | None = None, description: str | None = None, inputs: dict | None = None,
                expected: list | None = None, actual: list | None = None, stdout: str | None = None,
                source: str | None = None) -> CaseReport:
    """One case of a report. A hidden case keeps only its verdict, a hidden-vocabulary message, its
    error bucket, weight and diagnosis; public and found cases keep everything, arrays summarised."""
    if visibility == "hidden":
        hkey, hparams = hidden_message(key, params, output=output, raises=raises, allowed=allowed)
        return CaseReport(name=name, visibility="hidden", verdict=verdict, message=render(hkey, lang, **hparams),
                          message_key=hkey, message_params=hparams, max_abs_error=None,
                          error_bucket=error_bucket if error_bucket in ("close", "off", "far") else
                          ("close" if verdict == "accepted" else "far"), diagnosis=diagnosis, weight=weight)
    exp_list = list(expected) if expected is not None else None
    act_list = list(actual) if actual is not None else None
    return CaseReport(
        name=name, visibility=visibility, verdict=verdict, message=render(key, lang, **params)[:MAX_TEXT],
        # tuples (shapes) as their text, so that a re-render from stored JSON gives the same sentence
        message_key=key, message_params={k: str(v) if isinstance(v, tuple) else jsonable(v) for k, v in params.items()},
        max_abs_error=max_abs_error, diagnosis=diagnosis, weight=weight, elapsed_s=elapsed_s, line=line,
        where=where, description=description,
        inputs={k: summarise(v) for k, v in inputs.items()} if inputs is not None else None,
        expected=[summarise(e, (act_list[i] if act_list and i < len(act_list) else None))
                  for i, e in enumerate(exp_list)] if exp_list is not None else None,
        actual=[summarise(a, (exp_list[i] if exp_list and i < len(exp_list) else None))
                for i, a in enumerate(act_list)] if act_list is not None else None,
        stdout=(stdout[:MAX_TEXT] if stdout else None), source=source)

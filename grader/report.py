"""The grading report: one typed, versioned document that every surface renders.

``Report.to_json()`` is the ``grade --json`` output of design.md. Hidden cases carry their verdict
and a message only — never inputs, expected values, printed output or exception text.
"""

from __future__ import annotations

import json
import math
from typing import Any, Literal

import numpy as np
from pydantic import BaseModel, ConfigDict

from .messages import verdict_label

REPORT_VERSION = 1

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


class CaseReport(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    visibility: Literal["public", "hidden", "found"]  # found: drawn by the counterexample search, shown like public
    verdict: VerdictName
    message: str
    max_abs_error: float | None = None
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
    elapsed_s: float
    diagnosis: list[str]
    feedback: list[Feedback] = []
    cases: list[CaseReport]
    lang: str = "en"
    scope: Literal["all", "public"] = "all"
    sandbox: str = ""

    @property
    def accepted(self) -> bool:
        return self.verdict == "accepted"

    def to_json(self, indent: int | None = None) -> str:
        data = self.model_dump(exclude_none=True)
        for c in data["cases"]:
            c.setdefault("max_abs_error", None)
            c.setdefault("diagnosis", None)
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

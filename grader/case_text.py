"""A public case's inputs, expected and actual values as short text for people (CLI report, pytest).

Arrays are summarised: shape, and at most a few leading and trailing values per axis, so a line
stays short whatever the case holds. Only public cases carry values (hidden ones never do).
"""

from __future__ import annotations

from typing import Any

import numpy as np

MAX_CHARS = 240  # one value, as shown
_SPECIAL = {"nan": np.nan, "inf": np.inf, "-inf": -np.inf}


def _as_array(value: Any) -> np.ndarray | None:
    """A JSON-ish nested list of numbers ("nan"/"inf" as strings) as an array, else None."""
    def fix(v):
        if isinstance(v, list):
            return [fix(x) for x in v]
        return _SPECIAL.get(v, v) if isinstance(v, str) else v
    try:
        arr = np.asarray(fix(value))
    except (ValueError, TypeError):
        return None
    return arr if arr.dtype.kind in "biuf" and arr.ndim >= 1 else None


def summarise(value: Any, max_chars: int = MAX_CHARS) -> str:
    """``[1000., 1001., 1002.]``; ``shape (2, 4, 8): [[[0.12, -0.5, …]]]`` for a big array."""
    arr = _as_array(value)
    if arr is not None:
        text = np.array2string(arr, threshold=12, edgeitems=2, precision=4, separator=", ",
                               max_line_width=10_000).replace("\n", "")
        text = " ".join(text.split())
        if arr.size > 12 or arr.ndim > 1:
            text = f"shape {tuple(arr.shape)}: {text}"
    else:
        text = repr(value) if not isinstance(value, str) else value
    return text if len(text) <= max_chars else text[:max_chars - 1] + "…"


def public_case_lines(case, lang: str = "en") -> list[str]:
    """Lines for one public case: its inputs, the expected values and the learner's (bounded)."""
    if case.visibility != "public":
        return []
    zh = lang == "zh"
    lines = []
    if case.inputs:
        args = ", ".join(f"{k} = {summarise(v, 160)}" for k, v in case.inputs.items())
        lines.append(f"{'输入' if zh else 'inputs'}: {args[:MAX_CHARS * 2]}")
    for label, values in (("期望" if zh else "expected", case.expected), ("你的结果" if zh else "yours", case.actual)):
        if values is None:
            continue
        shown = values[0] if len(values) == 1 else values
        lines.append(f"{label}: {summarise(shown)}")
    return lines


__all__ = ["summarise", "public_case_lines"]

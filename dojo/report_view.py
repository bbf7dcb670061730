"""What the result panel shows, as plain data (no Streamlit): a stored report re-rendered in the
learner's current language, cases failed-first, mistakes under human titles, values compared.

A report is stored once, in the language of the moment; a language switch (or a reload in the other
language) re-renders it from what it carries:
- a case message from its ``message_key`` / ``message_params`` (``grader.messages.render``) when the
  report has them, else the stored text;
- a diagnosis from the pack's mistake (its message, its title when the pack gives one) in the current
  language, else the stored feedback text;
- verdict labels from ``grader.messages.verdict_label``.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from grader.messages import render

SHOWN_VISIBILITIES = ("public", "found")  # cases whose inputs / expected / yours may be shown


def case_message(case: Any, lang: str) -> str:
    key = getattr(case, "message_key", None)
    if key:
        try:
            return render(key, lang, **(getattr(case, "message_params", None) or {}))
        except Exception:  # an unknown key from a newer grader: the stored text
            pass
    return str(getattr(case, "message", "") or "")


def shows_values(case: Any) -> bool:
    return getattr(case, "visibility", "hidden") in SHOWN_VISIBILITIES


def ordered_cases(cases: list[Any]) -> list[Any]:
    """Failed cases first (in their order), then the passed ones."""
    return [c for c in cases if c.verdict != "accepted"] + [c for c in cases if c.verdict == "accepted"]


_SENTENCE = re.compile(r"^(.+?(?:[.!?](?=\s|$)|[。！？]))", re.S)


def title_from_message(message: str, limit: int = 80) -> str:
    """A readable title from a mistake's message: its first sentence, without markup, shortened."""
    text = " ".join(str(message or "").split())
    text = re.sub(r"[`*_]", "", text)
    m = _SENTENCE.match(text)
    first = (m.group(1) if m else text).rstrip(".。")
    return first if len(first) <= limit else first[: limit - 1].rstrip() + "…"


@dataclass
class MistakeView:
    name: str            # the pack's mistake id (a small tag at most)
    title: str           # a human title in the current language
    message: str         # pack markdown, in the current language
    cases: int           # failing cases it explains
    case_names: list[str] = field(default_factory=list)


def _mistake_spec(hidden: Any, name: str):
    try:
        m = hidden.mistake(name) if hidden is not None else None
    except Exception:
        return None
    return getattr(m, "spec", None)


def mistakes(report: Any, hidden: Any, lang: str) -> list[MistakeView]:
    """The report's diagnoses in ``lang``: ``hidden`` is ``grader.reference.load_hidden(pack, ex)``
    (or None: the stored texts are used)."""
    out = []
    for f in getattr(report, "feedback", []) or []:
        spec = _mistake_spec(hidden, f.mistake)
        message = f.message
        title = None
        if spec is not None:
            try:
                message = spec.message.get(lang)
            except Exception:
                pass
            t = getattr(spec, "title", None)
            if t is not None:
                title = t.get(lang) if hasattr(t, "get") else str(t)
        names = getattr(f, "case_names", None)
        if names is None and isinstance(getattr(f, "cases", None), list):
            names = f.cases
        names = [str(n) for n in (names or [])]
        if not names:
            names = [c.name for c in getattr(report, "cases", []) if getattr(c, "diagnosis", None) == f.mistake]
        n = f.cases if isinstance(getattr(f, "cases", None), int) else len(names)
        out.append(MistakeView(name=f.mistake, title=title or title_from_message(message), message=message,
                               cases=n, case_names=names))
    return out


# ------------------------------------------------------------------ values
def to_array(value: Any) -> np.ndarray | None:
    """A report value (nested lists with "nan"/"inf" strings, or a summary dict with ``values`` and
    ``shape``) as a numpy array; None when it is not numeric."""
    if isinstance(value, dict):
        vals = value.get("values", value.get("head"))
        shape = value.get("shape")
        arr = to_array(vals)
        if arr is not None and shape is not None:
            try:
                if int(np.prod(shape)) == arr.size:
                    return arr.reshape(shape)
            except (TypeError, ValueError):
                pass
        return arr
    try:
        def conv(v):
            if isinstance(v, list):
                return [conv(x) for x in v]
            if isinstance(v, str) and v in ("nan", "inf", "-inf"):
                return float(v)
            return v
        arr = np.asarray(conv(value))
    except (TypeError, ValueError):
        return None
    if arr.dtype == object or arr.dtype.kind not in "biuf":
        return None
    return arr


def fmt_number(x: float) -> str:
    """A readable number: 4 significant digits; 1e-8 noise is 0, not "-0.00"; NaN/inf shown."""
    if isinstance(x, (bool, np.bool_)):
        return "True" if x else "False"
    x = float(x)
    if math.isnan(x):
        return "NaN"
    if math.isinf(x):
        return "∞" if x > 0 else "−∞"
    if abs(x) < 5e-7:
        return "0"
    return f"{x:.4g}"


def fmt_err(x: float) -> str:
    return f"{x:.0e}" if x and abs(x) < 1e-3 else f"{x:.3g}"


@dataclass
class Comparison:
    expected: np.ndarray
    actual: np.ndarray | None
    differ: np.ndarray | None      # bool mask of differing entries (same shape), or None
    n_differ: int = 0
    max_abs: float | None = None
    same_shape: bool = True


def compare(expected: Any, actual: Any, rtol: float = 1e-5, atol: float = 1e-6) -> Comparison | None:
    e = to_array(expected)
    if e is None:
        return None
    a = to_array(actual) if actual is not None else None
    if a is None or a.shape != e.shape:
        return Comparison(e, a, None, same_shape=a is None or a.shape == e.shape)
    if e.dtype == bool or a.dtype == bool:
        differ = e.astype(bool) != a.astype(bool)
        return Comparison(e, a, differ, int(differ.sum()), float(differ.sum() > 0))
    ef, af = e.astype(float), a.astype(float)
    both_nan = np.isnan(ef) & np.isnan(af)
    with np.errstate(invalid="ignore"):
        diff = np.abs(ef - af)
        close = np.isclose(af, ef, rtol=rtol, atol=atol) | both_nan | (ef == af)
    differ = ~close
    finite = diff[np.isfinite(diff)]
    max_abs = float(finite.max()) if finite.size else (0.0 if not differ.any() else float("inf"))
    if (np.isnan(diff) & ~both_nan).any() or (np.isinf(diff)).any():
        max_abs = float("inf") if differ.any() else max_abs
    return Comparison(e, a, differ, int(differ.sum()), max_abs)


def grid(arr: np.ndarray) -> list[tuple[str, np.ndarray]]:
    """2-D slices of an array for display: ``[("", arr2d)]`` or ``[("[0, 1]", slice), …]`` (at most 8)."""
    if arr.ndim == 0:
        return [("", arr.reshape(1, 1))]
    if arr.ndim == 1:
        return [("", arr.reshape(1, -1))]
    if arr.ndim == 2:
        return [("", arr)]
    lead = arr.shape[:-2]
    out = []
    for idx in np.ndindex(*lead):
        out.append(("[" + ", ".join(map(str, idx)) + ", :, :]", arr[idx]))
        if len(out) >= 8:
            break
    return out


__all__ = ["case_message", "shows_values", "ordered_cases", "title_from_message", "MistakeView", "mistakes",
           "to_array", "fmt_number", "fmt_err", "Comparison", "compare", "grid", "SHOWN_VISIBILITIES"]

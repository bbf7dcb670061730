"""Examples shown to learners (``>>>`` lines in prompts and stub docstrings), checked against the reference.

A prompt may show::

    >>> alibi_slopes(4)
    array([0.25  , 0.0625, 0.0156, 0.0039])

The shown output is read back as a Python value (``array``, ``nan``, ``inf``, ``float32`` … are
known) and compared with what the reference returns, number by number, to the precision each number
is printed with: ``0.24`` may be off by 0.005, ``0.24471`` by 0.000005, and ``1.`` or ``3`` must be
exact. (When the printed numbers cannot be lined up with the values, the strictest precision applies.) An example whose output is
a traceback must raise that exception. Examples run in order and share one namespace, so a
``>>> q = np.ones((2, 3))`` line can set up the next one. The namespace has ``np``/``numpy`` and the
exercise's function, bound to the reference.

This runs instructor text as Python: it is called only from :mod:`grader.packs.code_checks`, in the
validation worker process.
"""

from __future__ import annotations

import doctest
import math
import re
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

_PARSER = doctest.DocTestParser()
_EXC_LINE = re.compile(r"^([A-Za-z_][\w.]*)(?::|$)")


@dataclass(frozen=True)
class Example:
    source: str  # the code after >>> (and ... continuations)
    want: str  # the shown output, "" when none is shown
    line: int  # 1-based line of the >>> in the file


def find_examples(text: str) -> list[Example]:
    """Every ``>>>`` example in a markdown or Python text (code fences end an output block)."""
    lines = ["" if ln.strip().startswith(("```", "~~~")) else ln for ln in text.splitlines()]
    out = []
    for ex in _PARSER.get_examples("\n".join(lines) + "\n"):
        out.append(Example(source=ex.source.strip("\n"), want=ex.want.strip("\n"), line=ex.lineno + 1))
    return out


def _namespace_for_output() -> dict[str, Any]:
    return {
        "array": lambda data, dtype=None: np.array(data, dtype=dtype),
        "nan": math.nan, "inf": math.inf, "np": np, "numpy": np,
        "float64": np.float64, "float32": np.float32, "int64": np.int64, "bool_": np.bool_, "bool": bool,
        "True": True, "False": False, "None": None,
    }


_TOKEN = re.compile(r"(?<![\w.])[-+]?(?:nan|inf|\d+\.\d*(?:e[-+]?\d+)?|\d+e[-+]?\d+|\.\d+|\d+)(?![\w.])",
                    re.IGNORECASE)


def _token_tolerance(token: str) -> float:
    """Half a unit in the last printed decimal: "0.24" → 0.005; "1." (numpy's exact 1.0) and 3 → 0."""
    t = token.lower().lstrip("+-")
    if t in ("nan", "inf") or "." not in t and "e" not in t:
        return 0.0
    mantissa, _, exp = t.partition("e")
    decimals = len(mantissa.partition(".")[2])
    if decimals == 0 and not exp:
        return 0.0
    return 0.5 * 10.0 ** (-decimals + (int(exp) if exp else 0)) * 1.001


def _tolerances(want: str, n: int) -> list[float]:
    """One tolerance per number of the shown output, in order; the strictest for all when the numbers
    cannot be lined up with the values (then write more digits)."""
    tols = [_token_tolerance(m.group(0)) for m in _TOKEN.finditer(want)]
    if len(tols) == n:
        return tols
    positive = [t for t in tols if t > 0]
    return [min(positive) if positive else 0.0] * n


def _flatten(actual: Any, expected: Any, pairs: list[tuple[float, float]]) -> str | None:
    """Check the structure; collect (actual, expected) numbers in printed order. None when it matches."""
    if isinstance(expected, (tuple, list)):
        if not isinstance(actual, (tuple, list)) or len(actual) != len(expected):
            return f"a {type(expected).__name__} of {len(expected)} is shown, the reference returns {_short(actual)}"
        for i, (a, e) in enumerate(zip(actual, expected)):
            why = _flatten(a, e, pairs)
            if why:
                return f"item {i}: {why}"
        return None
    if expected is None or isinstance(expected, str):
        return None if actual == expected else f"the reference returns {_short(actual)}"
    try:
        a, e = np.asarray(actual), np.asarray(expected)
    except Exception:
        return f"the reference returns {_short(actual)}"
    if a.shape != e.shape:
        return f"the shown value has shape {e.shape}, the reference's has shape {a.shape}"
    if e.dtype == np.bool_ or a.dtype == np.bool_:
        if a.dtype != e.dtype or not np.array_equal(a, e):
            return f"the reference returns {_short(actual)}"
        return None  # True/False are not numbers of the shown text: nothing to line up
    if a.dtype.kind not in "biuf" or e.dtype.kind not in "biuf":
        return f"the reference returns {_short(actual)}"
    pairs.extend(zip(a.astype(np.float64).ravel().tolist(), e.astype(np.float64).ravel().tolist()))
    return None


def _same(actual: Any, expected: Any, want: str) -> str | None:
    """None when the reference's value equals the shown one to the shown precision, else a short reason."""
    pairs: list[tuple[float, float]] = []
    why = _flatten(actual, expected, pairs)
    if why:
        return why
    for (a, e), tol in zip(pairs, _tolerances(want, len(pairs))):
        if math.isnan(e) and math.isnan(a):
            continue
        if a == e:
            continue
        if not abs(a - e) <= tol + 1e-12 * abs(e):
            return f"the reference returns {_short(actual)}"
    return None


def _short(value: Any) -> str:
    text = repr(value).replace("\n", " ")
    text = re.sub(r"\s+", " ", text)
    return text if len(text) <= 160 else text[:157] + "..."


def check_examples(text: str, function: str, reference: Callable,
                   guard: Callable[[str], Any] | None = None) -> list[tuple[int, str]]:
    """(line, message) for every shown example that does not match the reference.

    ``guard(what)`` returns a context manager that bounds the time of one piece of pack code.
    """
    ns: dict[str, Any] = {"np": np, "numpy": np, function: reference}
    problems: list[tuple[int, str]] = []
    for ex in find_examples(text):
        shown = ex.source.splitlines()[0] + (" ..." if "\n" in ex.source else "")
        expects_exc = None
        if ex.want.startswith("Traceback (most recent call last)"):
            last = ex.want.strip().splitlines()[-1].strip()
            m = _EXC_LINE.match(last)
            expects_exc = m.group(1).rsplit(".", 1)[-1] if m else "Exception"
        try:
            code = compile(ex.source, "<example>", "eval")
            is_expr = True
        except SyntaxError:
            try:
                code = compile(ex.source, "<example>", "exec")
                is_expr = False
            except SyntaxError as exc:
                problems.append((ex.line, f"`{shown}` is not valid Python: {exc.msg}"))
                continue
        try:
            if guard is not None:
                with guard(f"the example `{shown}`"):
                    value = eval(code, ns) if is_expr else exec(code, ns)  # noqa: S307 - instructor code
            else:
                value = eval(code, ns) if is_expr else exec(code, ns)  # noqa: S307
        except Exception as exc:
            name = type(exc).__name__
            if expects_exc and expects_exc in [c.__name__ for c in type(exc).__mro__]:
                continue
            problems.append((ex.line, f"`{shown}` raised {name}: {exc}" +
                             (f" (the example shows {expects_exc})" if expects_exc else "")))
            continue
        if expects_exc:
            problems.append((ex.line, f"`{shown}` shows {expects_exc}, but the reference returns {_short(value)}"))
            continue
        if not ex.want:
            continue
        try:
            expected = eval(ex.want, _namespace_for_output())  # noqa: S307 - instructor text, worker process
        except Exception:
            # not a Python value (free text): compare the printed form, whitespace-insensitively
            if " ".join(repr(value).split()) != " ".join(ex.want.split()):
                problems.append((ex.line, f"`{shown}` shows {ex.want!r}, the reference gives {_short(value)}"))
            continue
        why = _same(value, expected, ex.want)
        if why:
            problems.append((ex.line, f"`{shown}` shows {_short(ex.want)}, but {why}"))
    return problems


__all__ = ["Example", "find_examples", "check_examples"]

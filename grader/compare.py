"""Compare one call's outcome with the reference, in a fixed order, with an exact message per step.

Order (after PrairieLearn): the call finished → a value came back → an ndarray (or the tuple the
signature names) → shape → dtype kind → all finite → close (rtol/atol by input dtype, against a
float64 reference) → inputs unchanged. The first step that fails gives the verdict.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .cases import Case
from .runner import CallOutcome, Limits
from .schema import DEFAULT_TOLERANCE, Tolerance


@dataclass
class Verdict:
    verdict: str
    key: str
    params: dict[str, Any] = field(default_factory=dict)
    max_abs_error: float | None = None
    where: list[int] | None = None
    output: str | None = None
    line: int | None = None
    actual: list[Any] | None = None  # the submission's arrays (trusted process only)
    error_bucket: str | None = None  # hidden cases: "close" | "off" | "far" instead of max_abs_error

    @property
    def passed(self) -> bool:
        return self.verdict == "accepted"


def _fmt_index(idx: tuple[int, ...]) -> str:
    return "(" + ", ".join(str(int(i)) for i in idx) + ")" if len(idx) != 1 else f"({int(idx[0])},)"


AXIS_WORDS = ("last", "second_last", "third_last", "fourth_last")


def shape_axis(got: tuple[int, ...], expected: tuple[int, ...]) -> str:
    """Which axis differs, as a word of the hidden vocabulary (never a size): "ndim" when the number
    of dimensions differs, else the differing axis nearest the end ("last", "second_last", …)."""
    if len(got) != len(expected):
        return "ndim"
    for back, (g, e) in enumerate(zip(reversed(got), reversed(expected))):
        if g != e:
            return AXIS_WORDS[back] if back < len(AXIS_WORDS) else "earlier"
    return "ndim"  # (not reached: the shapes differ)


def error_bucket(err: np.ndarray, limit: np.ndarray, expected: np.ndarray) -> str:
    """How far off a wrong float result is, in three words (hidden cases): "close" — within ten times
    the tolerance everywhere; "off" — no error larger than the largest expected magnitude (at least
    1); "far" — anything larger, or NaN/inf where a number was expected. Three levels carry at most
    log2(3) bits per case, where a number would carry the expected value itself."""
    worst = float(np.max(err)) if err.size else 0.0
    if not np.isfinite(worst):
        return "far"
    with np.errstate(divide="ignore", invalid="ignore"):
        ratio = np.where(limit > 0, err / np.where(limit > 0, limit, 1.0), np.where(err > 0, np.inf, 0.0))
    if err.size and float(np.max(ratio)) <= 10.0:
        return "close"
    fin = np.abs(expected[np.isfinite(expected)])
    scale = max(1.0, float(fin.max()) if fin.size else 1.0)
    return "off" if worst <= scale else "far"


def bool_bucket(wrong: int, total: int) -> str:
    """Share of wrong entries of a boolean output, in three words: ≤ 5 % close, ≤ 50 % off, else far."""
    share = wrong / max(total, 1)
    return "close" if share <= 0.05 else "off" if share <= 0.5 else "far"


def _fmt_num(x: Any) -> str:
    if isinstance(x, (bool, np.bool_)):
        return str(bool(x))
    return f"{float(x):.6g}"


def outcome_verdict(outcome: CallOutcome, case: Case, function: str, limits: Limits) -> Verdict | None:
    """A verdict for every outcome that is not a normal return (or the expected exception)."""
    s = outcome.status
    exc = outcome.exc or {}
    line = exc.get("line")
    shown_line = line if line is not None else "?"
    detail = "" if case.hidden else (f": {exc.get('message')}" if exc.get("message") else "")
    if s == "ok":
        if case.raises:
            return Verdict("wrong_answer", "no_exception", {"expected": case.raises})
        return None
    if s == "syntax_error":
        text = re.sub(r" \([^()]*\.py, line \d+\)$", "", str(exc.get("message", "")))
        return Verdict("syntax_error", "syntax_error", {"line": shown_line, "detail": text}, line=line)
    if s == "source_too_large":
        return Verdict("syntax_error", "source_too_large", {"detail": outcome.detail})
    if s == "import_error":
        if exc.get("type") == "NotImplementedError":
            return Verdict("not_implemented", "not_implemented", line=line)
        if exc.get("type") in ("SystemExit", "KeyboardInterrupt"):
            return Verdict("runtime_error", "import_exit", {"exc": exc.get("type"), "line": shown_line}, line=line)
        return Verdict("runtime_error", "import_error",
                       {"exc": exc.get("type"), "line": shown_line, "detail": f": {exc.get('message')}"
                        if exc.get("message") else ""}, line=line)
    if s == "missing_function":
        return Verdict("runtime_error", "missing_function", {"function": function})
    if s == "exception":
        mro = exc.get("mro") or []
        if "NotImplementedError" in mro:
            return Verdict("not_implemented", "not_implemented", line=line)
        if case.raises:
            if case.raises in mro:
                return Verdict("accepted", "raised_as_expected", {"expected": case.raises})
            if case.hidden:  # the type stays in the trusted process (diagnosis may match on it)
                return Verdict("wrong_answer", "wrong_exception_hidden", {"expected": case.raises})
            return Verdict("wrong_answer", "wrong_exception",
                           {"expected": case.raises, "exc": exc.get("type"), "line": shown_line}, line=line)
        if case.hidden:
            return Verdict("runtime_error", "exception_hidden")
        return Verdict("runtime_error", "exception", {"exc": exc.get("type"), "line": shown_line, "detail": detail},
                       line=line)
    if s == "memory":
        return Verdict("memory_limit_exceeded", "memory", {"limit_mib": limits.memory_bytes >> 20}, line=line)
    if s in ("timeout", "total_time"):
        return Verdict("time_limit_exceeded", "timeout", {"detail": outcome.detail})
    if s == "output_limit":
        return Verdict("output_limit_exceeded", "output_limit", {"detail": outcome.detail})
    if s == "crashed":
        return Verdict("runtime_error", "crashed", {"detail": outcome.detail})
    return Verdict("invalid_output", "invalid_output", {"detail": outcome.detail or s})


def _describe(item: Any) -> str:
    if isinstance(item, dict):
        kind = item.get("kind")
        if kind == "none":
            return "None"
        if kind == "bad_dtype":
            return f"an array of dtype {item.get('dtype')}"
        return item.get("type", str(kind))
    return type(item).__name__


def compare_outputs(outcome: CallOutcome, case: Case, expected: tuple[np.ndarray, ...],
                    output_names: list[str], default_tol: dict[str, Tolerance] | None = None) -> Verdict:
    """Compare a normal return with the expected arrays (``expected`` from the float64 reference)."""
    n = len(output_names)
    items = list(outcome.outputs)
    if n > 1:
        if outcome.container not in ("tuple", "list") or outcome.length != n:
            got = f"a {outcome.container} of {outcome.length}" if outcome.container != "single" else _describe(
                items[0] if items else None)
            if outcome.container == "single" and items and isinstance(items[0], dict) and items[0].get("kind") == "none":
                return Verdict("invalid_output", "returned_none")
            return Verdict("invalid_output", "need_tuple", {"n": n, "names": ", ".join(output_names), "got": got})
    else:
        if outcome.container != "single":
            return Verdict("invalid_output", "need_single", {"got": outcome.container, "n": outcome.length})
    actual: list[np.ndarray] = []
    for name, item in zip(output_names, items):
        if isinstance(item, dict) and item.get("kind") == "scalar":
            item = item["value"]
        if isinstance(item, dict):
            if item.get("kind") == "none" and n == 1:
                return Verdict("invalid_output", "returned_none")
            return Verdict("invalid_output", "not_array", {"output": name, "got": _describe(item)}, output=name)
        actual.append(item)
    tols = {**DEFAULT_TOLERANCE, **(default_tol or {})}
    tol = case.tolerance or tols[case.input_dtype]
    public = not case.hidden
    for name, got, exp in zip(output_names, actual, expected):
        exp = np.asarray(exp)
        if got.shape != exp.shape:
            if not public:  # the submission picks its output's shape: no free integers for a hidden case
                # (got/expected stay in the trusted process: grader.report shows only "axis")
                return Verdict("wrong_shape", "wrong_shape_hidden",
                               {"output": name, "axis": shape_axis(tuple(got.shape), tuple(exp.shape)),
                                "got": tuple(got.shape), "expected": tuple(exp.shape)}, output=name, actual=actual)
            return Verdict("wrong_shape", "wrong_shape", {"output": name, "got": tuple(got.shape),
                                                          "expected": tuple(exp.shape)}, output=name, actual=actual)
        if exp.dtype == np.bool_:
            if got.dtype != np.bool_:
                return Verdict("wrong_answer", "wrong_dtype", {"output": name, "got": str(got.dtype),
                                                               "expected": "bool"}, output=name, actual=actual)
            diff = got != exp
            if diff.any():
                where = tuple(int(i) for i in np.argwhere(diff)[0])
                if not public:
                    return Verdict("wrong_answer", "wrong_bools",
                                   {"output": name, "bucket": bool_bucket(int(diff.sum()), int(diff.size))},
                                   error_bucket=bool_bucket(int(diff.sum()), int(diff.size)), max_abs_error=1.0,
                                   where=list(where), output=name, actual=actual)
                params = {"output": name, "count": int(diff.sum()), "total": int(diff.size), "where": _fmt_index(where),
                          "exp": _fmt_num(exp[where]), "got": _fmt_num(got[where])}
                return Verdict("wrong_answer", "wrong_bools_public", params,
                               max_abs_error=1.0, where=list(where), output=name, actual=actual)
            continue
        if exp.dtype.kind in "iu":
            if got.dtype.kind not in "iu":
                return Verdict("wrong_answer", "wrong_dtype", {"output": name, "got": str(got.dtype),
                                                               "expected": "integer"}, output=name, actual=actual)
        elif got.dtype.kind != "f":
            return Verdict("wrong_answer", "wrong_dtype", {"output": name, "got": str(got.dtype), "expected": "float"},
                           output=name, actual=actual)
        if case.input_dtype == "float32" and exp.dtype.kind == "f" and got.dtype != np.float32:
            # design.md: a float32 input gives a float32 output
            return Verdict("wrong_answer", "wrong_float_dtype", {"output": name, "got": str(got.dtype)},
                           output=name, actual=actual)
        g = got.astype(np.float64)
        e = exp.astype(np.float64)
        bad = ~np.isfinite(g) & np.isfinite(e)
        if bad.any():
            where = tuple(int(i) for i in np.argwhere(bad)[0])
            return Verdict("non_finite", "non_finite", {"output": name, "count": int(bad.sum()), "where": _fmt_index(where)},
                           where=list(where), output=name, actual=actual)
        same_special = (g == e) | (np.isnan(g) & np.isnan(e))
        with np.errstate(invalid="ignore", over="ignore"):
            err = np.where(same_special, 0.0, np.abs(g - e))
            limit = tol.atol + tol.rtol * np.abs(np.where(np.isfinite(e), e, 0.0))
        err = np.where(np.isnan(err), np.inf, err)
        over = err > limit
        if over.any():
            flat = int(np.argmax(np.where(over, err, -1.0)))
            where = tuple(int(i) for i in np.unravel_index(flat, err.shape)) if err.ndim else ()
            if not public:
                bucket = error_bucket(err, limit, e)
                # max_abs_error and where stay in the trusted process (diagnosis); never in a report
                return Verdict("wrong_answer", "wrong_values", {"output": name, "bucket": bucket},
                               error_bucket=bucket, max_abs_error=float(np.max(err)), where=list(where),
                               output=name, actual=actual)
            max_err = float(np.max(err))
            params = {"output": name, "err": max_err, "where": _fmt_index(where),
                      "exp": _fmt_num(e[where]), "got": _fmt_num(g[where])}
            return Verdict("wrong_answer", "wrong_values_public", params,
                           max_abs_error=max_err, where=list(where), output=name, actual=actual)
    if outcome.inputs_modified:
        params = {"names": ", ".join(outcome.inputs_modified)}
        if not public:  # grader.report keeps it only when it is the case's one writable argument
            params["arg"] = f" `{outcome.inputs_modified[0]}`" if len(outcome.inputs_modified) == 1 else ""
        return Verdict("wrong_answer", "inputs_modified", params, actual=actual)
    if outcome.outputs_share and "new_arrays" in case.properties:  # the prompt asks for new arrays
        return Verdict("wrong_answer", "outputs_share_input", {"names": ", ".join(outcome.outputs_share)}, actual=actual)
    max_err = 0.0
    for got, exp in zip(actual, expected):
        if np.asarray(exp).dtype.kind == "f":
            with np.errstate(invalid="ignore"):
                d = np.abs(got.astype(np.float64) - np.asarray(exp, dtype=np.float64))
            d = d[np.isfinite(d)]
            if d.size:
                max_err = max(max_err, float(d.max()))
    return Verdict("accepted", "ok", max_abs_error=max_err, error_bucket=None if public else "close", actual=actual)

"""Name the mistake: run each known wrong implementation on a failing case, in this (trusted)
process, and report the one whose output matches what the submission returned."""

from __future__ import annotations

import warnings
from typing import Any, Sequence

import numpy as np

from .cases import Case
from .reference import MistakeImpl


def _as_tuple(result: Any, n: int) -> tuple | None:
    if n == 1:
        return (result,)
    if isinstance(result, (tuple, list)) and len(result) == n:
        return tuple(result)
    return None


def _matches(a: Sequence[np.ndarray], b: Sequence[Any]) -> bool:
    for x, y in zip(a, b):
        try:
            y = np.asarray(y)
        except Exception:
            return False
        if x.shape != y.shape:
            return False
        if x.dtype == np.bool_ or y.dtype == np.bool_:
            if not np.array_equal(x, y):
                return False
            continue
        if y.dtype.kind not in "biuf":
            return False
        with np.errstate(invalid="ignore", over="ignore"):
            if not np.allclose(x.astype(np.float64), y.astype(np.float64), rtol=1e-4, atol=1e-6, equal_nan=True):
                return False
    return True


def _same_bool_kind(a: Sequence[Any], b: Sequence[Any]) -> bool:
    """Both bool or both not, output by output: compare rejects numbers where a bool mask is due
    (and _matches compares a bool with 0/1 by value), so such a mistake differs from the reference."""
    return all((np.asarray(x).dtype == np.bool_) == (np.asarray(y).dtype == np.bool_) for x, y in zip(a, b))


def run_mistake(mistake: MistakeImpl, case: Case, n_outputs: int) -> tuple | Exception | None:
    args = {k: (v.astype(np.float64) if isinstance(v, np.ndarray) and v.dtype == np.float32 else
                (v.copy() if isinstance(v, np.ndarray) else v)) for k, v in case.args.items()}
    try:
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            result = mistake.function(**args)
    except Exception as exc:  # a mistake that raises on these inputs
        return exc
    return _as_tuple(result, n_outputs)


def diagnose_case(case: Case, actual: list[np.ndarray] | None, raised: dict | None,
                  mistakes: Sequence[MistakeImpl], n_outputs: int,
                  expected: Sequence[np.ndarray] | None = None) -> list[str]:
    """Every known mistake that reproduces the submission's behaviour on this (failing) case.

    A mistake whose output equals the reference's here explains nothing (the case cannot tell
    them apart), so it is never named for this case.
    """
    found = []
    for m in mistakes:
        out = run_mistake(m, case, n_outputs)
        if raised is not None:
            # same exception type and the same message: the same operation failed the same way
            if (isinstance(out, Exception) and type(out).__name__ == raised.get("type")
                    and str(out)[:200] == str(raised.get("message", ""))[:200]):
                found.append(m.name)
            continue
        if actual is None or out is None or isinstance(out, Exception):
            continue
        if expected is not None and _matches(list(expected), out) and _same_bool_kind(expected, out):
            continue
        if _matches(actual, out):
            found.append(m.name)
    return found


def contradictions(mistake: MistakeImpl, passed: Sequence[tuple[Case, tuple | None]], n_outputs: int) -> int:
    """On how many cases the submission passed would this mistake have failed? (0 = consistent)."""
    bad = 0
    for case, expected in passed:
        if expected is None:
            continue
        out = run_mistake(mistake, case, n_outputs)
        if out is None or isinstance(out, Exception) or not _matches(list(expected), out):
            bad += 1
    return bad


def rank(per_case: list[list[str]], mistakes: Sequence[MistakeImpl] = (),
         passed: Sequence[tuple[Case, tuple | None]] = (), n_outputs: int = 1) -> list[str]:
    """Mistakes ordered by how many failing cases each explains, then by how few passing cases
    it contradicts (a mistake that would also have failed a case the submission passed is a
    worse explanation), then by listed order."""
    counts: dict[str, int] = {}
    for names in per_case:
        for n in names:
            counts[n] = counts.get(n, 0) + 1
    by_name = {m.name: m for m in mistakes}
    contra = {n: contradictions(by_name[n], passed, n_outputs) if n in by_name else 0 for n in counts}
    return sorted(counts, key=lambda n: (-counts[n], contra[n]))

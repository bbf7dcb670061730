"""Stage 1 of grading: run the cases.

A :class:`PreparedCase` is a concrete case with the reference's expected outputs (computed here,
in the trusted process, on the float64 version of the inputs). :func:`run_case` calls the
submission once in its sandboxed :class:`~grader.runner.Session` and decides that case's verdict
with the grader's one comparator (:mod:`grader.compare`) and the case's property checks
(:mod:`grader.properties`). The counterexample search (:mod:`grader.search`) runs the cases it
draws through the same function, so "passed" means the same thing everywhere.
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Any

import numpy as np

from . import properties
from .cases import Case, call_args
from .compare import Verdict, compare_outputs, outcome_verdict
from .pack import PackError, Problem
from .runner import CallOutcome, Limits, Session


@dataclass(frozen=True)
class PreparedCase:
    case: Case
    expected: tuple[np.ndarray, ...] | None  # None when the case expects an exception


def float64_args(case: Case) -> dict[str, Any]:
    """The case's arguments with float32 arrays widened to float64, every array copied."""
    return {k: (v.astype(np.float64) if isinstance(v, np.ndarray) and v.dtype == np.float32 else
                (v.copy() if isinstance(v, np.ndarray) else v)) for k, v in case.args.items()}


def reference_outputs(hidden, case: Case, n_outputs: int) -> tuple[np.ndarray, ...] | None:
    """Run the reference (``hidden.reference``) on the float64 version of the inputs (trusted process).

    Returns the outputs as arrays, or None when the case expects an exception and the reference
    raised it.

    Raises:
        PackError: the reference does not behave as the case says (raises when it should return,
            returns when it should raise, or warns).
    """
    args = float64_args(case)
    where = f"solutions/{hidden.reference_path.stem}.py"
    if case.raises:
        try:
            hidden.reference(**args)
        except Exception as exc:
            if case.raises not in [c.__name__ for c in type(exc).__mro__]:
                raise PackError([Problem(where, f"cases.{case.name}",
                                         f"reference raised {type(exc).__name__}, case expects {case.raises}")])
            return None
        raise PackError([Problem(where, f"cases.{case.name}",
                                 f"case expects {case.raises} but the reference returned normally")])
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        result = hidden.reference(**args)
    out = result if n_outputs > 1 else (result,)
    return tuple(np.asarray(o) for o in out)


def run_case(session: Session, pc: PreparedCase, names: list[str], output_names: list[str],
             tolerance: dict, limits: Limits, function: str) -> tuple[Verdict, CallOutcome]:
    """Call the submission on one prepared case and decide its verdict.

    Args:
        session: the submission's sandboxed session (already started or started lazily).
        pc: the case and its expected outputs.
        names: the function's parameter names in call order.
        output_names: the exercise's output names.
        tolerance: the exercise's default tolerances by input dtype (``ExerciseHidden.tolerance``).
        limits: the limits the session runs under (for the limit verdicts' messages).
        function: the function's name (for the missing-function verdict).
    """
    case = pc.case
    args, kwargs = call_args(case.args, names)
    given = [n for n in names if n in case.args]
    outcome = session.call(args, kwargs, given)
    verdict = outcome_verdict(outcome, case, function, limits)
    if verdict is None:
        if pc.expected is None:
            verdict = Verdict("invalid_output", "stored_expected_missing")
        else:
            verdict = compare_outputs(outcome, case, pc.expected, output_names, tolerance)
            if verdict.passed and case.properties:
                verdict = check_properties(case, verdict, output_names, session, names) or verdict
    return verdict, outcome


def check_properties(case: Case, verdict: Verdict, output_names: list[str], session: Session,
                     names: list[str]) -> Verdict | None:
    """The first property of the case the submission's outputs break, as a verdict (None: all hold)."""
    outs = dict(zip(output_names, verdict.actual or []))

    def call(new_args: dict[str, Any]) -> list | None:
        a, k = call_args(new_args, names)
        o = session.call(a, k, [n for n in names if n in new_args])
        if o.status != "ok":
            return None
        return [x for x in o.outputs if isinstance(x, np.ndarray)]

    for prop in case.properties:
        problem = properties.CHECKS[prop](case, outs, call)
        if problem is not None:
            key, params = problem
            return Verdict("wrong_answer", key, params, actual=verdict.actual)
    return None


__all__ = ["PreparedCase", "float64_args", "reference_outputs", "run_case", "check_properties"]

"""``grade()``: the one engine behind the CLI, ``pytest exercises`` and the app.

pack → cases → reference (here, trusted) → run (child process) → compare → diagnose → report.
"""

from __future__ import annotations

import inspect
import threading
import time
import warnings
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from . import properties
from .cases import Case, build_case, call_args
from .compare import Verdict, compare_outputs, outcome_verdict
from .diagnose import diagnose_case, rank
from .messages import render
from .pack import BUILTIN_PACK, Exercise, Pack, PackError, Problem, frozen_public_cases, load_pack
from .reference import Hidden, load_hidden
from .report import CaseReport, Feedback, Report, case_report
from .runner import CallOutcome, Limits, Session


@dataclass(frozen=True)
class PreparedCase:
    case: Case
    expected: tuple[np.ndarray, ...] | None  # None when the case expects an exception


_PACKS: dict[tuple[Path, frozenset[str] | None], Pack] = {}
_PACKS_LOCK = threading.Lock()


def clear_pack_cache() -> None:
    """Forget loaded packs (after a pack's files changed on disk)."""
    from .reference import _load_hidden_cached

    with _PACKS_LOCK:
        _PACKS.clear()
    _prepared.cache_clear()
    _load_hidden_cached.cache_clear()


def get_pack(pack: Pack | str | Path | None = None, only: frozenset[str] | None = None) -> Pack:
    """The pack at a folder (default: the built-in pack), loaded once per process.

    ``only``: the exercise ids needed (the CLI grading one file loads one exercise, not all);
    a pack already loaded whole serves every request.
    """
    if isinstance(pack, Pack):
        return pack
    root = Path(pack).resolve() if pack is not None else BUILTIN_PACK
    with _PACKS_LOCK:
        full = _PACKS.get((root, None))
        if full is not None:
            return full
        key = (root, frozenset(only) if only is not None else None)
        if key not in _PACKS:
            _PACKS[key] = load_pack(root, key[1])
        return _PACKS[key]


def param_names(pack: Pack, exercise: Exercise) -> list[str]:
    """Parameter names in call order, from the reference (or, without one, from the stub)."""
    if pack.has_solutions:
        return list(inspect.signature(load_hidden(pack, exercise).reference).parameters)
    import ast

    tree = ast.parse(exercise.stub_source())
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == exercise.function:
            a = node.args
            return [x.arg for x in a.posonlyargs + a.args + a.kwonlyargs]
    raise PackError([Problem(f"exercises/{exercise.id}.py", "", f"defines no function {exercise.function!r}")])


def reference_outputs(hidden: Hidden, case: Case, n_outputs: int) -> tuple[np.ndarray, ...] | None:
    """Run the reference on the float64 version of the inputs (trusted process)."""
    args = {k: (v.astype(np.float64) if isinstance(v, np.ndarray) and v.dtype == np.float32 else
                (v.copy() if isinstance(v, np.ndarray) else v)) for k, v in case.args.items()}
    if case.raises:
        try:
            hidden.reference(**args)
        except Exception as exc:
            if case.raises not in [c.__name__ for c in type(exc).__mro__]:
                raise PackError([Problem(f"solutions/{hidden.reference_path.stem}.py", f"cases.{case.name}",
                                         f"reference raised {type(exc).__name__}, case expects {case.raises}")])
            return None
        raise PackError([Problem(f"solutions/{hidden.reference_path.stem}.py", f"cases.{case.name}",
                                 f"case expects {case.raises} but the reference returned normally")])
    with warnings.catch_warnings():
        warnings.simplefilter("error", RuntimeWarning)
        result = hidden.reference(**args)
    out = result if n_outputs > 1 else (result,)
    return tuple(np.asarray(o) for o in out)


def _frozen(pack: Pack, exercise: Exercise) -> list[PreparedCase]:
    data = frozen_public_cases(pack, exercise.id) or {"cases": []}
    from .release_format import decode_case  # released packs store public cases with expected values

    return [decode_case(c) for c in data["cases"]]


@lru_cache(maxsize=256)
def _prepared(root: Path, exercise_id: str, scope: str) -> tuple[PreparedCase, ...]:
    pack = get_pack(root, only=frozenset([exercise_id]))
    exercise = pack.get(exercise_id)
    if not pack.has_solutions:
        return tuple(_frozen(pack, exercise))
    hidden = load_hidden(pack, exercise)
    n = len(exercise.meta.outputs)
    specs = list(exercise.meta.public_cases) + (list(hidden.spec.cases) if scope == "all" else [])
    out = []
    for spec in specs:
        gen = hidden.generator(spec.generator) if spec.generator else None
        case = build_case(spec, gen)
        out.append(PreparedCase(case, reference_outputs(hidden, case, n)))
    return tuple(out)


def prepare_cases(pack: Pack, exercise: Exercise, scope: str = "all") -> tuple[PreparedCase, ...]:
    """Concrete cases with their expected outputs (cached per pack, exercise and scope)."""
    return _prepared(pack.root, exercise.id, scope)


def _render(v: Verdict, lang: str) -> str:
    return render(v.key, lang, **v.params)


def grade(exercise_id: str, source: str | bytes, *, pack: Pack | str | Path | None = None, lang: str = "en",
          scope: str = "all", limits: Limits | None = None, launcher=None, filename: str | None = None) -> Report:
    """Grade one submission of one exercise.

    Args:
        exercise_id: the exercise id (= function name), e.g. ``"softmax"``.
        source: the learner's Python source (bytes are passed through undecoded).
        pack: a Pack, a pack folder, or None for the built-in pack.
        lang: ``"en"`` or ``"zh"`` for messages.
        scope: ``"all"`` (Submit: public + hidden cases) or ``"public"`` (Run).
        filename: the learner's file name, shown in warnings and tracebacks of public cases.

    Returns:
        A :class:`Report`. A broken submission never raises; only a broken pack does.

    Raises:
        KeyError: unknown exercise id.
        PackError: the pack's own material is broken (every problem listed).
    """
    t0 = time.perf_counter()
    pack = get_pack(pack)
    exercise = pack.get(exercise_id)
    prepared = prepare_cases(pack, exercise, scope)
    if not prepared:  # nothing to grade against is a broken pack, never "accepted 0/0"
        raise PackError([Problem(f"exercises/{exercise.id}.yaml", "public_cases",
                                 f"exercise {exercise.id!r} has no cases to grade in this pack")])
    names = param_names(pack, exercise)
    hidden = load_hidden(pack, exercise) if pack.has_solutions else None
    mistakes = hidden.mistakes if hidden else ()
    output_names = list(exercise.meta.outputs)
    limits = limits or Limits(wall_s_per_call=exercise.meta.time_limit_s,
                              wall_s_total=max(30.0, exercise.meta.time_limit_s * 4))
    raw = source if isinstance(source, bytes) else source.encode("utf-8")
    default_tol = hidden.spec.tolerance if hidden else {}

    results: list[tuple[PreparedCase, Verdict, CallOutcome | None]] = []
    with Session(raw, exercise.function, limits=limits, banned=tuple(exercise.meta.banned),
                 launcher=launcher, filename=filename) as session:
        sandbox_name = session.launcher.name
        for pc in prepared:
            case = pc.case
            args, kwargs = call_args(case.args, names)
            given = [n for n in names if n in case.args]
            outcome = session.call(args, kwargs, given)
            verdict = outcome_verdict(outcome, case, exercise.function, limits)
            if verdict is None:
                if pc.expected is None:
                    verdict = Verdict("invalid_output", "stored_expected_missing")
                else:
                    verdict = compare_outputs(outcome, case, pc.expected, output_names, default_tol)
                    if verdict.passed and case.properties:
                        verdict = _check_properties(case, verdict, output_names, session, names) or verdict
            results.append((pc, verdict, outcome))

    # diagnose: which known mistake reproduces each failing case?
    per_case: list[list[str]] = []
    for pc, v, outcome in results:
        found: list[str] = []
        if not v.passed and mistakes:
            raised = None
            if v.key in ("wrong_exception", "wrong_exception_hidden") or (v.key in ("exception", "exception_hidden") and pc.case.raises is None):
                raised = (outcome.exc or None) if outcome else None
            if v.actual is not None or raised is not None:
                found = diagnose_case(pc.case, v.actual, raised, mistakes, len(output_names), pc.expected)
            elif v.key == "no_exception" and outcome is not None:
                actual = [o for o in outcome.outputs if isinstance(o, np.ndarray)]
                found = diagnose_case(pc.case, actual, None, mistakes, len(output_names), pc.expected)
        per_case.append(found)
    passed_cases = [(pc.case, pc.expected) for pc, v, _ in results if v.passed]
    order = rank(per_case, mistakes, passed_cases, len(output_names))
    case_reports = []
    for (pc, v, outcome), found in zip(results, per_case):
        diag = next((m for m in order if m in found), None)
        case_reports.append(_case_report(pc, v, outcome, diag, lang, allowed={
            "function": exercise.function, "n_outputs": len(output_names), "output_names": ", ".join(output_names),
            "outputs": output_names}))
    total_w = sum(pc.case.weight for pc, _, _ in results) or 1.0
    passed_w = sum(pc.case.weight for pc, v, _ in results if v.passed)
    passed = sum(1 for _, v, _ in results if v.passed)
    first_bad = next((c.verdict for c in case_reports if c.verdict != "accepted"), "accepted")
    feedback = []
    for name in order:
        m = hidden.mistake(name) if hidden else None
        if m is not None:
            feedback.append(Feedback(mistake=name, message=m.spec.message.get(lang),
                                     cases=sum(1 for c in case_reports if c.diagnosis == name)))
    failing = sum(1 for _, v, _ in results if not v.passed)
    # name a mistake only when it explains a real share of the failures: one stray case out of
    # fourteen is a coincidence of outputs, not a diagnosis
    feedback = [f for f in feedback if f.cases and (f.cases >= 2 or f.cases * 4 >= failing)]
    named = {f.mistake for f in feedback}
    for c in case_reports:
        if c.diagnosis not in named:
            c.diagnosis = None
    return Report(exercise=exercise.id, pack=pack.id, verdict=first_bad, score=round(passed_w / total_w, 4),
                  passed=passed, total=len(results), elapsed_s=round(time.perf_counter() - t0, 4),
                  diagnosis=[f.mistake for f in feedback], feedback=feedback, cases=case_reports, lang=lang,
                  scope="public" if scope == "public" else "all", sandbox=sandbox_name)


def _check_properties(case: Case, verdict: Verdict, output_names: list[str], session: Session,
                      names: list[str]) -> Verdict | None:
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


def _case_report(pc: PreparedCase, v: Verdict, outcome: CallOutcome | None, diagnosis: str | None,
                 lang: str, allowed: dict[str, Any] | None = None) -> CaseReport:
    """One case of the report; what a hidden case may show is decided in grader.report.case_report."""
    case = pc.case
    public = not case.hidden
    writable = [k for k, a in case.args.items() if isinstance(a, (np.ndarray, list))]
    if len(writable) == 1:  # "wrote to its input `x`" names nothing the submission chose
        allowed = {**(allowed or {}), "only_input": f" `{writable[0]}`"}
    return case_report(
        name=case.name, visibility=case.visibility, verdict=v.verdict, key=v.key, params=v.params, lang=lang,
        weight=case.weight, diagnosis=diagnosis, max_abs_error=v.max_abs_error, error_bucket=v.error_bucket,
        output=v.output,
        raises=case.raises, allowed=allowed,
        elapsed_s=round(outcome.elapsed_s, 6) if outcome and public else None, line=v.line, where=v.where,
        description=(case.description.get(lang) if case.description else None) if public else None,
        inputs=case.args if public else None, expected=pc.expected if public else None,
        actual=v.actual if public else None, stdout=(outcome.stdout or None) if outcome and public else None,
        source=case.source if public else None)


def run_function(exercise_id: str, source: str | bytes, calls: list[dict[str, Any]], *,
                 pack: Pack | str | Path | None = None, limits: Limits | None = None,
                 launcher=None) -> list[CallOutcome]:
    """Run the learner's function on extra inputs (the app's attention pictures), isolated as in grade()."""
    pack = get_pack(pack)
    exercise = pack.get(exercise_id)
    names = param_names(pack, exercise)
    raw = source if isinstance(source, bytes) else source.encode("utf-8")
    out = []
    with Session(raw, exercise.function, limits=limits, banned=tuple(exercise.meta.banned),
                 launcher=launcher) as session:
        for args in calls:
            a, k = call_args(args, names)
            out.append(session.call(a, k, [n for n in names if n in args]))
    return out

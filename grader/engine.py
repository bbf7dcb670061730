"""``grade()``: the one engine behind the CLI, ``pytest exercises`` and the app.

It is the pipeline, each stage a function of its own::

    pack → prepared cases → run_cases (sandbox) → search (only when every case passed)
         → diagnose (mutations, pairs, detectors) → assemble_report

Stages live in their own modules: :mod:`grader.run` (cases), :mod:`grader.search` (counterexample
search), :mod:`grader.diagnose` and :mod:`grader.detectors` (naming mistakes), :mod:`grader.report`
(the document).
"""

from __future__ import annotations

import inspect
import threading
import time
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from . import detectors
from .cases import build_case, call_args
from .compare import Verdict
from .diagnose import Budget, Diagnosis, Finding, Observed, diagnose, raised_explicitly, without_contradicted
from .messages import render
from .pack import BUILTIN_PACK, Exercise, Pack, PackError, Problem, frozen_public_cases, load_pack
from .reference import Hidden, load_hidden
from .release_format import decode_case
from .report import CaseReport, Feedback, Report, case_report
from .run import PreparedCase, check_properties, reference_outputs, run_case
from .runner import CallOutcome, Limits, Session

__all__ = ["PreparedCase", "reference_outputs", "get_pack", "clear_pack_cache", "param_names", "prepare_cases",
           "grade", "run_function", "run_cases", "search_stage", "diagnose_stage", "assemble_report"]

_PACKS: dict[tuple[Path, frozenset[str] | None], Pack] = {}
_PACKS_LOCK = threading.Lock()


def clear_pack_cache() -> None:
    """Forget loaded packs (after a pack's files changed on disk)."""
    from .reference import _load_hidden_cached

    from . import diagnose as _diagnose
    from . import mutations

    with _PACKS_LOCK:
        _PACKS.clear()
    _prepared.cache_clear()
    _load_hidden_cached.cache_clear()
    mutations.clear_cache()
    _diagnose.clear_cache()


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


def _frozen(pack: Pack, exercise: Exercise) -> list[PreparedCase]:
    data = frozen_public_cases(pack, exercise.id) or {"cases": []}  # released packs: stored expected values
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


def grade(exercise_id: str, source: str | bytes, *, pack: Pack | str | Path | None = None, lang: str = "en",
          scope: str = "all", limits: Limits | None = None, launcher=None, budget: Budget | None = None,
          filename: str | None = None) -> Report:
    """Grade one submission of one exercise.

    Args:
        exercise_id: the exercise id (= function name), e.g. ``"softmax"``.
        source: the learner's Python source (bytes are passed through undecoded).
        pack: a Pack, a pack folder, or None for the built-in pack.
        lang: ``"en"`` or ``"zh"`` for messages.
        scope: ``"all"`` (Submit: public + hidden cases) or ``"public"`` (Run).
        budget: how much the diagnosis may search (default :class:`grader.diagnose.Budget`).
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
    limits = limits or Limits(wall_s_per_call=exercise.meta.time_limit_s,
                              wall_s_total=max(30.0, exercise.meta.time_limit_s * 4))
    raw = source if isinstance(source, bytes) else source.encode("utf-8")
    tolerance = hidden.spec.tolerance if hidden else {}
    output_names = list(exercise.meta.outputs)

    with Session(raw, exercise.function, limits=limits, banned=tuple(exercise.meta.banned),
                 launcher=launcher, filename=filename) as session:
        sandbox_name = session.launcher.name
        observed = run_cases(session, prepared, names, output_names, tolerance, limits, exercise.function)
    if hidden is not None and all(ob.passed for ob in observed):
        # a fresh child for the search: a found case is shown in full (printed output, exception text,
        # your values), so it must not run in the process that has just seen the hidden inputs
        with Session(raw, exercise.function, limits=limits, banned=tuple(exercise.meta.banned),
                     launcher=launcher, filename=filename) as search_session:
            found = search_stage(exercise, hidden, search_session, names, output_names, tolerance, limits, raw)
        if found is not None:
            observed.append(found)
    findings = diagnose_stage(hidden, exercise, observed, raw, names, limits, launcher, budget)
    return assemble_report(pack, exercise, observed, findings, lang=lang, scope=scope, sandbox=sandbox_name,
                           elapsed_s=time.perf_counter() - t0)


def run_cases(session: Session, prepared: tuple[PreparedCase, ...], names: list[str], output_names: list[str],
              tolerance: dict, limits: Limits, function: str) -> list[Observed]:
    """Stage 1: every prepared case, called in the submission's session and judged."""
    out = []
    for pc in prepared:
        verdict, outcome = run_case(session, pc, names, output_names, tolerance, limits, function)
        out.append(Observed(pc, verdict, outcome))
    return out


def _seed(source: bytes, exercise: Exercise, pack_version: str) -> int:
    import hashlib

    digest = hashlib.sha256(b"%s\0%s\0%s" % (exercise.id.encode(), pack_version.encode(), source)).digest()
    return int.from_bytes(digest[:8], "big")


def search_stage(exercise: Exercise, hidden: Hidden, session: Session, names: list[str], output_names: list[str],
                 tolerance: dict, limits: Limits, source: bytes) -> Observed | None:
    """Stage 2 (every case passed): look for an input on which submission and reference disagree.

    Deterministic: the seed comes from the source, the exercise and the pack version.
    """
    try:
        from .search import search_counterexample
    except ImportError:  # the search stage is not installed in this build
        return None
    pack = get_pack(exercise.pack_root)
    found = search_counterexample(exercise=exercise, hidden=hidden, session=session, names=names,
                                  output_names=output_names, tolerance=tolerance, limits=limits,
                                  seed=_seed(source, exercise, pack.manifest.version))
    if found is None:
        return None
    pc, verdict, outcome = found
    return Observed(pc, verdict, outcome)


def diagnose_stage(hidden: Hidden | None, exercise: Exercise, observed: list[Observed], source: bytes,
                   names: list[str], limits: Limits, launcher, budget: Budget | None = None) -> list[Finding]:
    """Stage 3: the named mistakes — mutations and pairs first, then the detectors — most cases first."""
    if all(ob.passed for ob in observed):
        return []
    n = len(exercise.meta.outputs)
    findings: list[Finding] = []
    slips: frozenset[str] = frozenset()
    lines = source.decode("utf-8", "replace").splitlines()
    for ob in observed:
        exc = (ob.outcome.exc or {}) if ob.outcome is not None else {}
        ob.explicit_raise = raised_explicitly(lines, exc.get("line"))
    if hidden is not None:
        d = diagnose(hidden, observed, n, budget or Budget())
        findings, slips = d.findings, d.dtype_slips
    covered = {c for f in findings for c in f.cases}
    rerun = detectors.Rerun(source, exercise, names, limits, launcher,
                            tolerance=hidden.spec.tolerance if hidden is not None else None)
    for f in detectors.detect(exercise, observed, covered, rerun, dtype_slips=slips):
        if all(f.name != g.name for g in findings):
            findings.append(f)
    findings = without_contradicted(findings, sum(not ob.passed for ob in observed))
    findings.sort(key=lambda f: -len(f.cases))
    return findings


def assemble_report(pack: Pack, exercise: Exercise, observed: list[Observed], findings: list[Finding], *,
                    lang: str, scope: str, sandbox: str, elapsed_s: float) -> Report:
    """Stage 4: the report — case by case, then the named mistakes with the cases each explains."""
    first_of: dict[str, str] = {}
    for f in findings:  # a case shows the first (largest) finding that explains it
        for c in f.cases:
            first_of.setdefault(c, f.name)
    output_names = list(exercise.meta.outputs)
    allowed = {"function": exercise.function, "n_outputs": len(output_names), "output_names": ", ".join(output_names),
               "outputs": output_names}
    # which mistake explains which HIDDEN case is not said: a submission could pick, case by case, which
    # mistake it imitates and so spell out the hidden inputs a bit per case. A hidden case carries no
    # diagnosis, and a mistake lists only the public and found cases it explains (its count covers all).
    hidden_names = {ob.name for ob in observed if ob.pc.case.hidden}
    case_reports = [_case_report(ob.pc, ob.verdict, ob.outcome,
                                 None if ob.name in hidden_names else first_of.get(ob.name), lang, allowed=allowed)
                    for ob in observed]
    total_w = sum(ob.pc.case.weight for ob in observed) or 1.0
    passed_w = sum(ob.pc.case.weight for ob in observed if ob.passed)
    passed = sum(1 for ob in observed if ob.passed)
    first_bad = next((c.verdict for c in case_reports if c.verdict != "accepted"), "accepted")
    feedback = [Feedback(mistake=f.name, message=f.message(lang), cases=len(f.cases),
                         case_names=[c for c in f.cases if c not in hidden_names],
                         misconceptions=list(f.misconceptions)) for f in findings]
    return Report(exercise=exercise.id, pack=pack.id, verdict=first_bad, score=round(passed_w / total_w, 4),
                  passed=passed, total=len(observed), elapsed_s=round(elapsed_s, 4),
                  diagnosis=[f.mistake for f in feedback], feedback=feedback, cases=case_reports, lang=lang,
                  scope="public" if scope == "public" else "all", sandbox=sandbox)


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

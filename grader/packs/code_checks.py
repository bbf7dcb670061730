"""Checks that run a pack's Python: references, stubs, shown examples and known mistakes.

Run as a separate process (``python -m grader.packs.code_checks PACK_DIR RESULT.json``), started
by :func:`grader.packs.validate.check_pack`, so that an instructor's buggy reference (an endless
loop, ``sys.exit``, a crash, a huge allocation, prints) can never take down the app or the CLI
that validates the pack. The result comes back as JSON in a file, never on stdout.

Trust: references, mistakes, generators and shown examples are *instructor* code. They are not
sandboxed against malice (they run with the caller's user rights, like the grader's own process
runs them when grading); this process only contains their bugs. See ``docs/packs.md``.

For each exercise whose files passed :mod:`.static_checks`:

1. the reference runs on every case (public and hidden): it must return the outputs the exercise
   names, as numeric/bool arrays without NaN, leave its inputs alone, not warn, and raise exactly
   when a case expects an exception;
2. the stub is judged on those cases and must not pass them all;
3. every ``>>>`` example in the prompts and the stub matches the reference (:mod:`.examples`);
4. every known mistake — each declared mutation of the reference, every parameter value of a
   family — fails at least one case (otherwise the cases cannot tell it from the reference and the
   diagnosis is dead weight); its edits must apply (each ``find`` exactly once) and its
   misconception ids must be known (checked when the hidden material loads).

Stubs and mistakes are judged in this process with the grader's own comparison
(:func:`grader.compare.outcome_verdict`, :func:`grader.compare.compare_outputs` and the property
checks), so "caught" means exactly what grading means, without a sandbox per call.
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib.util
import inspect
import json
import os
import signal
import sys
import warnings
from dataclasses import asdict
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Iterator

import numpy as np

from .. import properties
from ..cases import Case, build_case, call_args
from ..compare import Verdict, compare_outputs, outcome_verdict
from ..run import PreparedCase
from ..pack import Exercise, Pack, PackError, Problem
from ..reference import Hidden, load_hidden
from ..runner import CallOutcome, Limits
from ..schema import CaseSpec, ExerciseMeta, PackManifest
from .examples import check_examples
from .static_checks import static_checks

CALL_LIMIT_S = float(os.environ.get("DOJO_VALIDATE_CALL_LIMIT", "20"))  # one call of pack code (a reference on one case …)


class PackCodeTimeout(Exception):
    pass


@contextlib.contextmanager
def time_limit(what: str, seconds: float = CALL_LIMIT_S) -> Iterator[None]:
    """Interrupt pack code that runs longer than ``seconds`` (main thread of this worker only)."""
    if not hasattr(signal, "setitimer") or seconds <= 0:
        yield
        return

    def _alarm(signum, frame):
        raise PackCodeTimeout(f"{what} ran longer than {seconds:g} s")

    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _exc_text(exc: BaseException) -> str:
    msg = str(exc).replace("\n", " ")
    return f"{type(exc).__name__}: {msg[:200]}" if msg else type(exc).__name__


# ------------------------------------------------------------------ running a function in process


def _encode(value: Any) -> Any:
    """What the submission's process would send back for one returned value (see grader/child.py)."""
    if isinstance(value, np.ndarray):
        if value.dtype.hasobject or value.dtype.fields is not None or value.dtype.kind not in "biuf":
            return {"kind": "bad_dtype", "dtype": str(value.dtype)}
        return value.copy()
    if isinstance(value, np.generic) and value.dtype.kind in "biuf":
        return {"kind": "scalar", "value": np.asarray(value)}
    if value is None:
        return {"kind": "none"}
    if isinstance(value, bool | int | float):
        return {"kind": "python_number", "type": type(value).__name__}
    return {"kind": "other", "type": type(value).__name__}


def call_in_process(fn: Callable, args: list, kwargs: dict, names: list[str], what: str) -> CallOutcome:
    """Call ``fn`` here and describe the result as the sandboxed runner would (a CallOutcome)."""
    given = list(args) + list(kwargs.values())
    before = {n: a.copy() for n, a in zip(names, given) if isinstance(a, np.ndarray)}
    try:
        with time_limit(what), warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            result = fn(*args, **kwargs)
    except MemoryError as exc:
        return CallOutcome(status="memory", exc={"type": "MemoryError", "mro": ["MemoryError"], "message": str(exc)})
    except Exception as exc:  # PackCodeTimeout included: the function does not answer → not accepted
        return CallOutcome(status="exception", exc={"type": type(exc).__name__,
                                                     "mro": [c.__name__ for c in type(exc).__mro__],
                                                     "message": str(exc)[:2000], "line": None})
    modified = []
    for n, a in zip(names, given):
        if n in before:
            try:
                same = a.shape == before[n].shape and np.array_equal(a, before[n], equal_nan=True)
            except Exception:
                same = False
            if not same:
                modified.append(n)
    if isinstance(result, (tuple, list)):
        return CallOutcome(status="ok", outputs=[_encode(v) for v in result[:8]],
                           container="tuple" if isinstance(result, tuple) else "list", length=len(result),
                           inputs_modified=modified)
    return CallOutcome(status="ok", outputs=[_encode(result)], inputs_modified=modified)


def judge(fn: Callable, prepared: list[PreparedCase], names: list[str], meta: ExerciseMeta,
          hidden: Hidden, who: str) -> list[Verdict]:
    """The verdict of every case for ``fn``, decided as grade() decides (no sandbox)."""
    limits = Limits(wall_s_per_call=meta.time_limit_s)
    verdicts = []
    for pc in prepared:
        case = pc.case
        args, kwargs = call_args(case.args, names)
        given = [n for n in names if n in case.args]
        outcome = call_in_process(fn, args, kwargs, given, f"{who} on case {case.name!r}")
        v = outcome_verdict(outcome, case, meta.function, limits)
        if v is None:
            v = compare_outputs(outcome, case, pc.expected, list(meta.outputs), hidden.spec.tolerance)
            if v.passed and case.properties:
                v = _properties(fn, case, v, meta, names, who) or v
        raised = (outcome.exc or {}).get("type") if getattr(outcome, "exc", None) else None
        if raised:  # the type a hidden case's verdict keeps out of its params: two mistakes that raise
            v = dataclasses.replace(v, params={**v.params, "raised_type": raised})  # differently differ
        verdicts.append(v)
    return verdicts


def _properties(fn: Callable, case: Case, v: Verdict, meta: ExerciseMeta, names: list[str],
                who: str) -> Verdict | None:
    outs = dict(zip(meta.outputs, v.actual or []))

    def call(new_args: dict[str, Any]) -> list | None:
        a, k = call_args(new_args, names)
        o = call_in_process(fn, a, k, [n for n in names if n in new_args], f"{who} on case {case.name!r}")
        if o.status != "ok":
            return None
        return [x for x in o.outputs if isinstance(x, np.ndarray)]

    for prop in case.properties:
        found = properties.CHECKS[prop](case, outs, call)
        if found is not None:
            key, params = found
            return Verdict("wrong_answer", key, params, actual=v.actual)
    return None


# ------------------------------------------------------------------ the reference on its own cases


def _reference_on_case(hidden: Hidden, case: Case, n_outputs: int) -> tuple[tuple[np.ndarray, ...] | None, str | None]:
    """(expected outputs, problem) — mirrors grader.engine.reference_outputs, but explains itself."""
    args = {k: (v.astype(np.float64) if isinstance(v, np.ndarray) and v.dtype == np.float32 else
                (v.copy() if isinstance(v, np.ndarray) else v)) for k, v in case.args.items()}
    before = {k: v.copy() for k, v in args.items() if isinstance(v, np.ndarray)}
    try:
        with time_limit(f"the reference on case {case.name!r}"), warnings.catch_warnings():
            warnings.simplefilter("error", RuntimeWarning)
            result = hidden.reference(**args)
    except Exception as exc:
        if case.raises and case.raises in [c.__name__ for c in type(exc).__mro__]:
            return None, None
        if case.raises:
            return None, f"the case expects {case.raises}, but the reference raised {_exc_text(exc)}"
        if isinstance(exc, RuntimeWarning):
            return None, f"the reference warns ({_exc_text(exc)}); the grader treats that as an error"
        return None, f"the reference raised {_exc_text(exc)}"
    if case.raises:
        return None, f"the case expects {case.raises}, but the reference returned normally"
    for k, v in before.items():
        if not (args[k].shape == v.shape and np.array_equal(args[k], v, equal_nan=True)):
            return None, f"the reference modified its input {k!r} in place"
    if n_outputs > 1:
        if not isinstance(result, tuple) or len(result) != n_outputs:
            got = f"a {type(result).__name__} of {len(result)}" if isinstance(result, (tuple, list)) else type(result).__name__
            return None, f"the exercise names {n_outputs} outputs, the reference returns {got}"
        items = result
    else:
        items = (result,)
    out = []
    for i, item in enumerate(items):
        a = np.asarray(item) if isinstance(item, (np.ndarray, np.generic, bool, int, float)) else None
        if a is None or a.dtype.kind not in "biuf":
            return None, f"output {i} of the reference is {type(item).__name__}, not a numeric or bool array"
        if a.dtype.kind == "f" and np.isnan(a).any():
            return None, f"output {i} of the reference contains NaN (no NaN may leave a reference)"
        out.append(a)
    return tuple(out), None


# ------------------------------------------------------------------ one exercise


def _import(path: Path, tag: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"_dojo_check_{tag}_{abs(hash(str(path)))}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def check_exercise(root: Path, manifest: PackManifest, meta: ExerciseMeta, problems: list[Problem],
                   notes: list[str] | None = None) -> None:
    ex_id, fn_name = meta.id, meta.function
    ex_rel, hid_rel, stub_rel = f"exercises/{ex_id}.yaml", f"solutions/{ex_id}.yaml", f"exercises/{ex_id}.py"
    pack = Pack(root=root, manifest=manifest)
    exercise = Exercise(meta=meta, stub_path=root / stub_rel, prompts={}, pack_root=root)
    try:
        with time_limit(f"importing the hidden material of {ex_id!r}"):
            hidden = load_hidden(pack, exercise)
    except PackError as exc:
        problems.extend(exc.problems)
        hidden = getattr(exc, "hidden", None)  # only some mutations' edits do not apply: check the rest
        if hidden is None:
            return
    except Exception as exc:
        problems.append(Problem(f"solutions/{ex_id}.py", "", f"cannot be loaded: {_exc_text(exc)}"))
        return
    names = list(inspect.signature(hidden.reference).parameters)

    # 1. the reference on its own cases
    prepared: list[PreparedCase] = []
    broken = False
    specs: list[tuple[str, str, CaseSpec]] = (
        [(ex_rel, f"public_cases.{j}", c) for j, c in enumerate(meta.public_cases)]
        + [(hid_rel, f"cases.{j}", c) for j, c in enumerate(hidden.spec.cases)])
    for rel, path, spec in specs:
        try:
            gen = hidden.generator(spec.generator) if spec.generator else None
            with time_limit(f"building case {spec.name!r}"):
                case = build_case(spec, gen)
        except Exception as exc:
            problems.append(Problem(rel, path, f"cannot build case {spec.name!r}: {_exc_text(exc)}"))
            broken = True
            continue
        try:
            call_args(case.args, names)
        except KeyError as exc:
            problems.append(Problem(rel, path, f"case {spec.name!r}: {exc.args[0]}"))
            broken = True
            continue
        expected, why = _reference_on_case(hidden, case, len(meta.outputs))
        if why:
            problems.append(Problem(rel, path, f"case {spec.name!r}: {why}"))
            broken = True
            continue
        prepared.append(PreparedCase(case, expected))

    # 3. shown examples (prompts in every language, the stub's docstring and its translations)
    texts = [(f"exercises/prompts/{ex_id}.{lang}.md", root / "exercises" / "prompts" / f"{ex_id}.{lang}.md")
             for lang in manifest.languages] + [(stub_rel, root / stub_rel)]
    texts += [(f"exercises/prompts/{ex_id}.stub.{lang}.md", root / "exercises" / "prompts" / f"{ex_id}.stub.{lang}.md")
              for lang in manifest.languages if lang != "en"]  # translated stub docstrings (optional files)
    for rel, p in texts:
        try:
            text = p.read_text(encoding="utf-8")
        except OSError:
            continue
        for line, msg in check_examples(text, fn_name, hidden.reference, guard=time_limit):
            problems.append(Problem(rel, f"line {line}", msg))

    if broken:
        return  # judging stubs and mistakes needs every case's expected value

    # 2. the stub is rejected
    try:
        with time_limit("importing the stub"):
            stub = getattr(_import(root / stub_rel, "stub"), fn_name, None)
    except Exception:
        stub = None  # a stub that cannot even be imported is rejected by grading
    if callable(stub):
        verdicts = judge(stub, prepared, names, meta, hidden, "the stub")
        if all(v.passed for v in verdicts):
            problems.append(Problem(stub_rel, "", "the stub passes every case: learners would be accepted "
                                                  "without writing anything (end it in `raise NotImplementedError`)"))

    # 4. every known mistake is caught by at least one case: each declared mutation, every value of
    #    a family (its edits must apply), and each legacy mistake file
    from ..mutations import MutationError, variants

    behaviours: list[tuple[str, str, list[Verdict]]] = []
    for j, m in enumerate(hidden.spec.mistakes):
        if m.is_mutation:
            impls = []
            for variant in variants(ex_id, j, m):
                try:
                    impls.append((variant, hidden.mutant((variant,))))
                except MutationError as exc:
                    problems.extend(p for p in exc.problems if p not in problems)
        else:
            legacy = next((x for x in hidden.mistakes if x.name == m.name), None)
            impls = [(legacy, legacy.function)] if legacy is not None else []
        for what, fn in impls:
            label = (what.key.split(":", 1)[1] if hasattr(what, "owner") else m.name)  # name[param=value]
            verdicts = judge(fn, prepared, names, meta, hidden, f"mistake {label!r}")
            if all(v.passed for v in verdicts):
                problems.append(Problem(hid_rel, f"mistakes.{j}",
                                        f"mistake {label!r} is not caught: it passes every case, so the cases cannot "
                                        f"tell it from the reference; add a case on which they differ"))
            else:
                behaviours.append((m.name, label, verdicts))
    if notes is not None:
        notes.extend(_ties(ex_id, behaviours))


def _same_behaviour(a: list[Verdict], b: list[Verdict]) -> bool:
    """Two caught mistakes that every case sees the same way: the same verdicts and the same outputs."""
    from ..diagnose import _matches

    for x, y in zip(a, b):
        if x.passed != y.passed or x.key != y.key or x.params.get("raised_type") != y.params.get("raised_type"):
            return False
        if (x.actual is None) != (y.actual is None):
            return False
        if x.actual is not None and not _matches(list(x.actual), list(y.actual)):
            return False
    return True


def _ties(ex_id: str, behaviours: list[tuple[str, str, list[Verdict]]]) -> list[str]:
    """Notes for mistakes of different names that no case tells apart: the diagnosis names neither
    (a tie is no evidence for one of them), so a learner making either gets no name."""
    out, seen = [], set()
    for i, (name_a, label_a, va) in enumerate(behaviours):
        for name_b, label_b, vb in behaviours[i + 1:]:
            if name_a == name_b or (name_a, name_b) in seen or not _same_behaviour(va, vb):
                continue
            seen.add((name_a, name_b))
            out.append(f"{ex_id}: mistakes {label_a!r} and {label_b!r} behave the same on every case, so the "
                       f"diagnosis names neither; add a case on which they differ")
    return out


def code_checks(root: Path) -> tuple[list[Problem], list[str]]:
    """(problems, notes) of the code checks, for the exercises whose files are intact."""
    static = static_checks(root)
    manifest = static.manifest or PackManifest.model_construct(languages=["en", "zh"])
    problems: list[Problem] = []
    notes: list[str] = []
    for ex_id in static.code_ready:
        try:
            check_exercise(root, manifest, static.metas[ex_id], problems, notes)
        except PackCodeTimeout as exc:
            problems.append(Problem(f"solutions/{ex_id}.py", "", str(exc)))
    skipped = [i for i in static.exercise_ids if i not in static.code_ready]
    if skipped:
        notes.append(f"code checks skipped for {', '.join(skipped)} until their files are fixed")
    return problems, notes


def _limit_memory(max_bytes: int) -> None:
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard == resource.RLIM_INFINITY or hard > max_bytes:
            resource.setrlimit(resource.RLIMIT_AS, (max_bytes, hard))
    except (ImportError, ValueError, OSError):
        pass


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    root, out = Path(argv[0]).resolve(), Path(argv[1])
    max_mem = int(os.environ.get("DOJO_VALIDATE_MEMORY", str(4 << 30)))
    sys.dont_write_bytecode = True  # never leave __pycache__ in the instructor's folders
    _limit_memory(max_mem)
    sys.stdout = sys.stderr  # pack code that prints cannot disturb anything
    try:
        problems, notes = code_checks(root)
    except MemoryError:
        problems, notes = [Problem("", "", f"the pack's code used more than {max_mem >> 20} MiB")], []
    out.write_text(json.dumps({"problems": [asdict(p) for p in problems], "notes": notes}, ensure_ascii=False),
                   encoding="utf-8")
    return 0


if __name__ == "__main__":
    os._exit(main())  # os._exit: threads or atexit handlers left by pack code cannot keep us alive

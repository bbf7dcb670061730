"""Stage 2 of grading: search for a counterexample before saying "Accepted".

When a submission passed every case, :func:`search_counterexample` draws inputs from the exercise's
declared input space (:mod:`grader.space`, the ``search:`` section of ``solutions/<id>.yaml``),
runs the reference on them in this (trusted) process in float64 and the submission in its sandboxed
session, and compares the two with the very comparator the cases use (:func:`grader.run.run_case`).
The first input on which they disagree is shrunk — fewer and smaller axes, simpler values, no
pattern, no optional argument — and returned as a case of visibility ``"found"``: drawn for this
submission, so its inputs, expected and actual outputs are shown like a public case's.

Order and budget (a count budget, so the result is deterministic):

1. the space's ``extremes``, in order: the long rows, float32 at d_k = 1024, ±1e4 logits, fully
   masked rows and blocks, near-zero norms, empty caches the exercise declares (their reference
   outputs are cached per process: they do not depend on the submission);
2. ``examples`` random draws by hypothesis (``find`` with ``random=Random(seed)``, no database), the
   seed derived by the engine from the source, the pack id and version and the exercise id;
3. on a mismatch, shrinking: hypothesis's own shrinker for a random draw; for an extreme (hypothesis
   never shrinks an explicit example) a greedy pass over the recipe's fields (each optional argument
   dropped, each pattern switched off, each choice moved to the simplest, each dim to its minimum,
   halved or one less) keeping every change that still fails. At most :data:`SHRINK_CALLS` calls.

A draw on which the submission runs out of time, memory or output is no evidence against it (the
draw may just be larger than any case): the search stops there and the submission is accepted.

A time cap (:data:`TIME_CAP_S`, :data:`SHRINK_TIME_CAP_S`) on the time spent running the reference
and the submission (not hypothesis's own start-up) is only a safety net for a pathologically slow
submission or an overloaded machine: when it fires the search stops early (accepting, or reporting
the mismatch found so far, shrunk less), and only then can two runs differ.
"""

from __future__ import annotations

import dataclasses
import threading
import time
import warnings
from collections import OrderedDict
from typing import Any, Callable

import numpy as np

from .cases import Case
from .compare import Verdict
from .run import PreparedCase, reference_outputs, run_case
from .runner import CallOutcome, Limits, Session
from .schema import DEFAULT_TOLERANCE
from .space import (ArrayArg, AxisArg, ChoiceArg, LengthsArg, MaskArg, PositionsArg, SearchSpace, build_args,
                    fit, recipe_key, usual_recipe)

SHRINK_CALLS = 48          # submission calls spent on shrinking one mismatch
TIME_CAP_S = 1.5           # safety cap on the search of an accepted submission (not the budget)
SHRINK_TIME_CAP_S = 3.0    # safety cap on shrinking
FOUND_NAME = "counterexample"
# verdicts a drawn input cannot hold against a submission: the draw may simply be larger than the cases
NO_EVIDENCE = frozenset({"time_limit_exceeded", "memory_limit_exceeded", "output_limit_exceeded"})

_REF_CACHE: "OrderedDict[tuple, tuple[Callable, Any]]" = OrderedDict()  # (reference function, outputs)
_REF_LOCK = threading.Lock()
_REF_CACHE_SIZE = 256


def _expected(hidden: Any, space: SearchSpace, recipe: dict, case: Case, n_outputs: int,
              cacheable: bool) -> tuple[np.ndarray, ...] | None | bool:
    """The reference's outputs, or False when the draw is outside the contract (it raises or warns)."""
    key = (str(hidden.reference_path), recipe_key(recipe)) if cacheable else None
    if key is not None:
        with _REF_LOCK:
            hit = _REF_CACHE.get(key)
            if hit is not None and hit[0] is hidden.reference:  # a reloaded pack has a new reference function
                _REF_CACHE.move_to_end(key)
                return hit[1]
    try:
        with warnings.catch_warnings():
            out: Any = reference_outputs(hidden, case, n_outputs)
    except Exception:  # the reference refuses or warns: not an input the exercise promises to handle
        out = False
    if key is not None:
        with _REF_LOCK:
            _REF_CACHE[key] = (hidden.reference, out)
            while len(_REF_CACHE) > _REF_CACHE_SIZE:
                _REF_CACHE.popitem(last=False)
    return out


FLOAT32_SLACK = 4.0  # how many times the reference's own float32 error a found float32 case allows


def _float32_tolerance(hidden: Any, case: Case, expected: Any, tolerance: dict, n_outputs: int) -> Case:
    """A drawn float32 case's tolerance: the exercise's float32 one, widened to a few times the error the
    reference itself makes when it runs in float32 on these inputs. A draw may be ill-conditioned in float32
    (large logits through a softmax, a residual that cancels): a correct submission that computes in float32
    is then as far from the float64 answer as the reference is, and that is no counterexample."""
    base = {**DEFAULT_TOLERANCE, **(tolerance or {})}["float32"]
    if case.tolerance is not None or not expected:
        return case
    try:
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            own = hidden.reference(**{k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in case.args.items()})
    except Exception:
        return case
    own = own if n_outputs > 1 else (own,)
    worst = 0.0
    for a, e in zip(own, expected):
        a, e = np.asarray(a, dtype=np.float64), np.asarray(e, dtype=np.float64)
        if a.shape != e.shape:
            return case
        both = np.isfinite(a) & np.isfinite(e)
        if both.any():
            worst = max(worst, float(np.max(np.abs(a[both] - e[both]))))
    if FLOAT32_SLACK * worst <= base.atol:
        return case
    return dataclasses.replace(case, tolerance=type(base)(rtol=base.rtol, atol=FLOAT32_SLACK * worst))


class _Search:
    """One search: the submission's session, the space, and a memo of every recipe tried."""

    def __init__(self, *, hidden, space, session, names, output_names, tolerance, limits, function):
        self.hidden, self.space, self.session = hidden, space, session
        self.names, self.output_names = names, output_names
        self.tolerance, self.limits, self.function = tolerance, limits, function
        self.memo: dict[tuple, tuple[PreparedCase, Verdict, CallOutcome] | None] = {}
        self.calls = 0
        self.spent = 0.0  # seconds spent running the reference and the submission (what the time caps bound)
        self.stopped = False  # a draw hit a resource limit: the search ends, accepting

    def run(self, recipe: dict, cacheable: bool = False) -> tuple[PreparedCase, Verdict, CallOutcome] | None:
        """The failing (case, verdict, outcome) of a recipe, or None when the submission agrees."""
        key = recipe_key(recipe)
        if key in self.memo:
            return self.memo[key]
        if self.stopped:
            return None
        t0 = time.perf_counter()
        args = build_args(self.space, recipe)
        case = Case(name=FOUND_NAME, visibility="found", weight=1.0, args=args, properties=tuple(self.space.properties))
        expected = _expected(self.hidden, self.space, recipe, case, len(self.output_names), cacheable)
        result = None
        if expected is not False and case.input_dtype == "float32":
            case = _float32_tolerance(self.hidden, case, expected, self.tolerance, len(self.output_names))
        if expected is not False:
            pc = PreparedCase(case, expected)  # type: ignore[arg-type]
            self.calls += 1
            verdict, outcome = run_case(self.session, pc, self.names, self.output_names, self.tolerance,
                                        self.limits, self.function)
            if verdict.verdict in NO_EVIDENCE:
                self.stopped = True  # a slow but maybe right submission: our large draw is not its fault
            elif not verdict.passed:
                result = (pc, verdict, outcome)
        self.memo[key] = result
        self.spent += time.perf_counter() - t0
        return result


# ----------------------------------------------------------------- hypothesis strategies


_STRATEGIES: dict[int, tuple[SearchSpace, Any]] = {}


def _strategy(space: SearchSpace, st: Any) -> Any:
    """Recipes of the whole space (built once per space); every part shrinks towards the simplest choice."""
    hit = _STRATEGIES.get(id(space))
    if hit is not None and hit[0] is space:
        return hit[1]
    strategy = _build_strategy(space, st)
    if len(_STRATEGIES) > 256:
        _STRATEGIES.clear()
    _STRATEGIES[id(space)] = (space, strategy)
    return strategy


def _build_strategy(space: SearchSpace, st: Any) -> Any:
    arg_parts = {}
    for name, a in space.args.items():
        part: dict[str, Any] = {"present": st.booleans() if a.optional else st.just(True)}
        if isinstance(a, ArrayArg):
            part["scale"] = st.integers(0, len(a.scale) - 1)
            part["offset"] = st.integers(0, len(a.offset) - 1)
            part["patterns"] = st.tuples(*[st.booleans() for _ in a.patterns])
            part["dtype"] = st.sampled_from(list(space.dtypes))
        elif isinstance(a, MaskArg):
            part["base"] = st.integers(0, len(a.base) - 1)
            part["patterns"] = st.tuples(*[st.booleans() for _ in a.patterns])
        elif isinstance(a, ChoiceArg):
            part["value"] = st.integers(0, len(a.values) - 1)
        elif isinstance(a, AxisArg):
            part["axis"] = st.integers(0, 2 * len(space.args[a.of].shape) - 1)  # type: ignore[union-attr]
        elif isinstance(a, PositionsArg):
            part["start"] = st.integers(0, len(a.start) - 1)
        arg_parts[name] = st.fixed_dictionaries(part)
    dims = st.fixed_dictionaries({d: st.integers(s.min, s.max) for d, s in space.dims.items()})
    recipe = st.fixed_dictionaries({"dims": dims, "dtype": st.sampled_from(list(space.dtypes)),
                                    "args": st.fixed_dictionaries(arg_parts),
                                    "seed": st.integers(0, 2**16 - 1)})
    return recipe.map(lambda r: {**r, "dims": fit(space, r["dims"], r["dtype"])})


_CONSTANTS_OFF = False


def _seed_only_draws() -> None:
    """Make hypothesis's draws depend on the seed alone.

    hypothesis (since 6.131) also draws, now and then, literals it finds in the source of the modules
    loaded in the process, and caches them under ``./.hypothesis``. Which modules are loaded differs
    between the app, the CLI and the tests, so one seed could draw differently behind different doors,
    and the grader would write into its working folder. The search switches that source of values off
    (an internal of hypothesis, pinned below 7; if it moves, the search still runs, only less portable).
    """
    global _CONSTANTS_OFF
    if _CONSTANTS_OFF:
        return
    try:
        from hypothesis.internal.conjecture import providers

        empty = providers.Constants()
        providers._get_local_constants = lambda: empty
    except Exception:  # another hypothesis layout: nothing to switch off
        pass
    _CONSTANTS_OFF = True


def _random_phase(search: _Search, seed: int) -> tuple[PreparedCase, Verdict, CallOutcome] | None:
    import random

    try:
        from hypothesis import HealthCheck, Phase, find, settings
        from hypothesis import strategies as st
        from hypothesis.errors import NoSuchExample
    except ImportError:  # hypothesis missing (a requirement): the extremes were tried, no random draws
        return None
    _seed_only_draws()

    space = search.space
    state = {"drawn": 0, "failed": False, "shrink_calls": 0, "shrink_cap": 0.0}

    def fails(recipe: dict) -> bool:
        key = recipe_key(recipe)
        if key in search.memo:
            return search.memo[key] is not None
        if not state["failed"]:
            if state["drawn"] >= space.examples or search.spent > TIME_CAP_S:
                return False
            state["drawn"] += 1
        else:
            if state["shrink_calls"] >= SHRINK_CALLS or search.spent > state["shrink_cap"]:
                return False
            state["shrink_calls"] += 1
        bad = search.run(recipe) is not None
        if bad and not state["failed"]:
            state["failed"] = True
            state["shrink_cap"] = search.spent + SHRINK_TIME_CAP_S
        return bad

    conf = settings(max_examples=max(1, space.examples), database=None, deadline=None, derandomize=False,
                    phases=[Phase.generate, Phase.shrink], suppress_health_check=list(HealthCheck),
                    report_multiple_bugs=False)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            found = find(_strategy(space, st), fails, settings=conf, random=random.Random(seed))
    except NoSuchExample:
        return None
    except Exception:  # hypothesis itself gave up (a health check, an internal error): keep what was found
        bad = [r for r in search.memo.values() if r is not None]
        return bad[-1] if bad else None
    return search.memo.get(recipe_key(found))


# ----------------------------------------------------------------- greedy shrinking of an extreme


def _simpler(space: SearchSpace, r: dict) -> list[dict]:
    """Recipes one step simpler than ``r``, the biggest simplifications first."""
    out: list[dict] = []

    def with_arg(name: str, **change: Any) -> dict:
        args = {**r["args"], name: {**r["args"][name], **change}}
        return {**r, "args": args}

    for name, a in space.args.items():
        c = r["args"][name]
        if a.optional and c["present"]:
            out.append(with_arg(name, present=False))
    for name, a in space.args.items():
        c = r["args"][name]
        if not c["present"]:
            continue
        for i, on in enumerate(c.get("patterns", ())):
            if on:
                pats = tuple(False if j == i else p for j, p in enumerate(c["patterns"]))
                out.append(with_arg(name, patterns=pats))
        for field in ("scale", "offset", "base", "value", "axis", "start"):
            if c.get(field, 0) > 0:
                out.append(with_arg(name, **{field: 0}))
    if r["dtype"] != space.dtypes[0]:
        out.append({**r, "dtype": space.dtypes[0]})
    for d, spec in space.dims.items():
        v = r["dims"][d]
        for smaller in dict.fromkeys([spec.min, (spec.min + v) // 2, v - 1]):
            if spec.min <= smaller < v:
                out.append({**r, "dims": {**r["dims"], d: smaller}})
    return out


def _greedy_shrink(search: _Search, recipe: dict, first: tuple) -> tuple:
    best, best_result = recipe, first
    calls, cap = 0, search.spent + SHRINK_TIME_CAP_S
    progress = True
    while progress:
        progress = False
        for cand in _simpler(search.space, best):
            if calls >= SHRINK_CALLS or search.spent > cap:
                return best_result
            if recipe_key(cand) not in search.memo:
                calls += 1
            res = search.run(cand)
            if res is not None:
                best, best_result, progress = cand, res, True
                break
    return best_result


# ----------------------------------------------------------------- the stage


def search_counterexample(*, exercise, hidden, session: Session, names: list[str], output_names: list[str],
                          tolerance: dict, limits: Limits, seed: int
                          ) -> tuple[PreparedCase, Verdict, CallOutcome] | None:
    """Search the exercise's input space for an input on which the submission and the reference disagree.

    Args:
        exercise: the :class:`~grader.pack.Exercise` (its ``function`` name is used).
        hidden: the exercise's hidden material; ``hidden.spec.search`` is the input space (None: no search).
        session: the submission's sandboxed session (the one the cases ran in).
        names: the function's parameter names in call order.
        output_names: the exercise's output names.
        tolerance: the exercise's default tolerances by input dtype (as for the cases).
        limits: the session's limits.
        seed: derived by the engine from the source, the exercise and the pack version.

    Returns:
        ``(case, verdict, outcome)`` of the shrunk counterexample (``case.case.visibility == "found"``),
        or None when the search found none within its budget.
    """
    space: SearchSpace | None = getattr(hidden.spec, "search", None) if hidden is not None else None
    if space is None:
        return None
    search = _Search(hidden=hidden, space=space, session=session, names=names, output_names=output_names,
                     tolerance=tolerance, limits=limits, function=exercise.function)
    for extreme in space.extremes:
        if search.spent > TIME_CAP_S or search.stopped:
            return None
        recipe = usual_recipe(space, extreme)
        res = search.run(recipe, cacheable=True)
        if res is not None:
            return _greedy_shrink(search, recipe, res)
    if space.examples and not search.stopped:
        return _random_phase(search, seed)
    return None


__all__ = ["search_counterexample", "SHRINK_CALLS", "TIME_CAP_S", "FOUND_NAME"]

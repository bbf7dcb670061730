"""Stage 3 of grading: name the mistakes of a rejected submission.

The candidates are the exercise's known mistakes — declared mutations of the reference, its own and
its parts' (:mod:`grader.mutations`), every parameter value of a family, plus legacy whole-file
mistakes — run as mutants in this (trusted) process. Then:

1. **Singles.** A mutant *explains* a failing case when it fails that case too and reproduces what
   the submission did there: the same outputs within a loose tolerance (``rtol=1e-4, atol=1e-6``,
   NaN equal to NaN, bools exactly), or an exception of the same type. It is *consistent* when it
   passes every case the submission passed. Only consistent mutants are ever named. A failing case whose
   values are right (it failed on its dtype, an input written into, a property) is no mutant's to explain.
2. **Pairs.** Two mistakes at once (split *and* merge without the transpose): pairs of consistent
   singles that change at least one failing case each — and, last, one that changes none alone beside
   one that leaves cases open — most promising first, within :class:`Budget`. A pair counts only when
   it explains more cases than either of its halves alone.
   **Triples** (:func:`_try_triples`): only where some case is explained by no single and no pair.
3. **Cover.** Greedily, the candidate explaining most still-unexplained failing cases is named
   (singles before pairs, the exercise's own mutations before its parts', then declared order), as
   long as it explains a real share of the failures it could explain (all of them, or ≥ 2 cases and ≥ a fifth): one
   stray case is a coincidence of outputs, not a diagnosis. Two mutations of one line are never both
   named, and :func:`without_contradicted` later drops a mutation that the submission's other failures
   refute. A tie — a mistake of another name that
   explains exactly the same cases, and is not just a part's mistake that the exercise's own mutation
   re-states in context — names nothing either. When in doubt, nothing is named.
4. **Detectors** (:mod:`grader.detectors`) then name what no mutation can express, from the
   submission's own outputs (an input written into, weights normalised over the queries, a causal
   leak, a float64 promotion).

Mutant outputs depend only on the case, never on the submission, so they are cached per case
object (the prepared cases are cached per pack): a warm diagnosis is comparisons only.
"""

from __future__ import annotations

import itertools
import time
import warnings
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import numpy as np

from .cases import Case
from .compare import Verdict
from .run import PreparedCase, float64_args
from .runner import CallOutcome

RTOL, ATOL = 1e-4, 1e-6
TIE_LOOKAHEAD = 60  # pairs looked at after one that explains everything, for a tie


@dataclass(frozen=True)
class Budget:
    """How much searching a diagnosis may do (measured in benchmarks/bench_grader.py)."""

    max_pairs: int = 400  # pair mutants evaluated at most (each first on two probe cases only)
    max_triples: int = 60  # three mistakes at once, tried only where no single or pair explains everything
    # a safety cap on wall time only: the count above decides what is tried, so the same submission gets the
    # same names on a loaded machine (cold caches take ~1.5 s at most on an idle one; warm is comparisons)
    max_seconds: float = 30.0


@dataclass(frozen=True)
class Finding:
    """One named mistake and the failing cases it explains."""

    name: str
    cases: tuple[str, ...]
    messages: dict[str, str]  # lang -> message
    misconceptions: tuple[str, ...] = ()
    keys: tuple[str, ...] = ()  # the mutation keys (two for a pair) or the detector
    kind: str = "mutation"  # mutation | pair | detector
    # failing cases nothing explained on which this mistake's mutant passes: the submission is wrong
    # where this mistake alone would be right (evidence against the name when it explains little)
    contradicted: tuple[str, ...] = ()

    def message(self, lang: str) -> str:
        return self.messages.get(lang) or self.messages.get("en", "")


@dataclass
class Observed:
    """What the submission did on one case."""

    pc: PreparedCase
    verdict: Verdict
    outcome: CallOutcome | None
    # the exception came from a `raise` statement of the submission's own (its own check, its own message):
    # it matches a mutant's own `raise` by type alone, since learners word their messages as they like
    explicit_raise: bool = False

    @property
    def passed(self) -> bool:
        return self.verdict.passed

    @property
    def name(self) -> str:
        return self.pc.case.name

    def behaviour(self) -> tuple[str, Any] | None:
        """("values", arrays) | ("raised", exception type name) | None (nothing a mutant can reproduce)."""
        # the diagnosis asks for it thousands of times per submission: kept once per value of explicit_raise
        memo = self.__dict__.get("_behaviour")
        if memo is not None and memo[0] == self.explicit_raise:
            return memo[1]
        out = self._behaviour()
        self.__dict__["_behaviour"] = (self.explicit_raise, out)
        return out

    def _behaviour(self) -> tuple[str, Any] | None:
        v, o = self.verdict, self.outcome
        if v.key in ("wrong_exception", "wrong_exception_hidden") or (
                v.key in ("exception", "exception_hidden") and self.pc.case.raises is None):
            exc = (o.exc or {}) if o else {}
            t = exc.get("type")
            gist = EXPLICIT if self.explicit_raise else _gist(str(exc.get("message", "")))
            return ("raised", (t, gist)) if t else None
        if v.actual is not None:
            return "values", list(v.actual)
        if v.key == "no_exception" and o is not None:
            arrays = [x for x in o.outputs if isinstance(x, np.ndarray)]
            return ("values", arrays) if arrays else None
        return None


@dataclass(frozen=True)
class _Raised:
    type: str
    mro: tuple[str, ...]
    gist: str = ""


EXPLICIT = "<raise statement>"  # the gist of an exception raised by a `raise` statement (no letters only)


def raised_explicitly(source_lines: Sequence[str], line: int | None) -> bool:
    """The line that raised is a ``raise`` (or ``assert``) statement — its own check — not a failing operation."""
    if not line or line < 1 or line > len(source_lines):
        return False
    return source_lines[line - 1].lstrip().startswith(("raise", "assert"))


def _mutant_raise_is_explicit(exc: BaseException) -> bool:
    """The innermost frame of the reference's (mutant's) own code that raised is a ``raise`` statement."""
    tb, last = exc.__traceback__, None
    while tb is not None:
        loader = getattr(tb.tb_frame.f_globals.get("__spec__"), "loader", None)
        if getattr(loader, "source", None) is not None:
            last = (loader.source, tb.tb_lineno)
        tb = tb.tb_next
    return last is not None and raised_explicitly(last[0].splitlines(), last[1])


def _gist(message: str) -> str:
    """An exception message without its numbers and punctuation: the same failing operation gives the
    same gist whatever the shapes ("cannot reshape array of size ... into shape ..."). (Keeping the sizes
    was tried: learners hit the same failing operation at another point of their code, with other
    shapes, and lost right names — a missing keepdims, a query from the encoder.)"""
    return "".join(ch for ch in message.lower() if ch.isalpha())[:80]


# ------------------------------------------------------------------ comparing outputs


def _far(a: float, b: float) -> bool:
    if a == b or a != a or b != b:  # equal, or a NaN (left to the full test)
        return False
    return not (abs(a - b) <= ATOL + RTOL * abs(b)) or b in (float("inf"), float("-inf"))


def _close(x: np.ndarray, y: np.ndarray) -> bool:
    """|x - y| <= ATOL + RTOL * |y| everywhere, equal infinities and NaN == NaN allowed (np.allclose, faster)."""
    if x.size:  # most mismatches show on a few elements: look at three before the whole arrays
        fx, fy = x.reshape(-1), y.reshape(-1)
        for i in (0, fx.size // 2, fx.size - 1):
            if _far(float(fx[i]), float(fy[i])):
                return False
    with np.errstate(invalid="ignore", over="ignore"):
        x = x.astype(np.float64, copy=False)
        y = y.astype(np.float64, copy=False)
        ok = (np.abs(x - y) <= ATOL + RTOL * np.abs(y)) & np.isfinite(y)  # an infinite y: only equal counts
        if ok.all():
            return True
        return bool((ok | (x == y) | (np.isnan(x) & np.isnan(y))).all())


def _matches(a: Sequence[Any], b: Sequence[Any]) -> bool:
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if x is None or y is None:  # an output that is None (no cache yet) matches only None
            if x is None and y is None:
                continue
            return False
        try:
            x, y = np.asarray(x), np.asarray(y)
        except Exception:
            return False
        if x.shape != y.shape:
            return False
        if x.dtype == np.bool_ or y.dtype == np.bool_:
            if not np.array_equal(x, y):
                return False
            continue
        if x.dtype.kind not in "biuf" or y.dtype.kind not in "biuf":
            return False
        if not _close(x, y):
            return False
    return True


def _same_bool_kind(a: Sequence[Any], b: Sequence[Any]) -> bool:
    """Both bool or both not, output by output (compare rejects numbers where a bool mask is due)."""
    return all((np.asarray(x).dtype == np.bool_) == (np.asarray(y).dtype == np.bool_) for x, y in zip(a, b))


def _as_tuple(result: Any, n: int) -> tuple | None:
    if n == 1:
        return (result,)
    if isinstance(result, (tuple, list)) and len(result) == n:
        return tuple(result)
    return None


def call_mutant(fn: Callable, case: Case, n_outputs: int, native: bool = False) -> tuple | _Raised | None:
    """Run a mutant (trusted) on the case: float64 inputs like the reference, or the case's own dtypes."""
    args = ({k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in case.args.items()} if native
            else float64_args(case))
    try:
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            result = fn(**args)
    except Exception as exc:  # a mutant that raises on these inputs
        gist = EXPLICIT if _mutant_raise_is_explicit(exc) else _gist(str(exc))
        return _Raised(type(exc).__name__, tuple(c.__name__ for c in type(exc).__mro__), gist)
    out = _as_tuple(result, n_outputs)
    if out is None:
        return None
    try:
        return tuple(np.asarray(o) for o in out)
    except Exception:
        return None


_RUNS: "OrderedDict[tuple, tuple[Case, Any]]" = OrderedDict()
MAX_RUNS = 200_000


def clear_cache() -> None:
    _RUNS.clear()
    _PASSES.clear()


def _run(key: tuple[str, ...], fn_of: Callable[[], Callable | None], case: Case, n: int, native: bool = False):
    ck = (id(case), key, native)
    hit = _RUNS.get(ck)
    if hit is not None and hit[0] is case:
        return hit[1]
    fn = fn_of()
    value = None if fn is None else call_mutant(fn, case, n, native)
    _RUNS[ck] = (case, value)
    if len(_RUNS) > MAX_RUNS:
        for _ in range(MAX_RUNS // 10):
            _RUNS.popitem(last=False)
    return value


# ------------------------------------------------------------------ candidates


@dataclass
class Candidate:
    """A single known mistake or a pair, with its mutant (built lazily)."""

    parts: tuple  # Mutation / MistakeImpl objects (one, two or three)
    order: tuple[int, ...]
    build: Callable[[], Callable | None]
    _fn: Any = field(default=None, repr=False)
    _built: bool = False
    soft: int = 0  # passing cases on which this mutant raised from an operation (see _consistent)

    @property
    def key(self) -> tuple[str, ...]:
        k = self.__dict__.get("_key")
        if k is None:
            k = self.__dict__["_key"] = tuple(p.key for p in self.parts)
        return k

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.parts)

    def fn(self) -> Callable | None:
        if not self._built:
            self._built = True
            try:
                self._fn = self.build()
            except Exception:  # a mutant that cannot be built (validate reports it) is no candidate
                self._fn = None
        return self._fn


_PASSES: "OrderedDict[tuple, tuple[Case, bool]]" = OrderedDict()


def _passes_cached(cand: "Candidate", pc: PreparedCase, n: int, native: bool = False) -> bool:
    """``_passes`` of the candidate's float64 run on this case, or of its run in the case's own dtypes
    (``native``): submission-independent, so cached."""
    ck = (id(pc.case), cand.key, native)
    hit = _PASSES.get(ck)
    if hit is not None and hit[0] is pc.case:
        return hit[1]
    ok = _passes(_run(cand.key, cand.fn, pc.case, n, native=native), pc)
    _PASSES[ck] = (pc.case, ok)
    if len(_PASSES) > MAX_RUNS:
        for _ in range(MAX_RUNS // 10):
            _PASSES.popitem(last=False)
    return ok


def _passes(value, pc: PreparedCase) -> bool:
    """Would this mutant output pass the case (judged at the case's own tolerance)?"""
    if pc.expected is None:
        return isinstance(value, _Raised) and pc.case.raises in value.mro
    if not isinstance(value, tuple):
        return False
    if not _same_bool_kind(pc.expected, value):
        return False
    from .schema import DEFAULT_TOLERANCE

    if pc.case.tolerance is None and pc.case.input_dtype not in DEFAULT_TOLERANCE:
        return _matches(list(pc.expected), value)
    # the comparator's own rule for this case: a mutant a float64 case's tight tolerance rejects (a float32
    # cast, a slightly different eps) fails the case, as the submission doing the same would
    return _within_case_tolerance(pc, value)


def _within_case_tolerance(pc: PreparedCase, value: tuple) -> bool:
    """Within the case's own tolerance (looser for float32 cases): a mutant that the comparator would
    have let through on this case agrees with a submission that passed it."""
    from .schema import DEFAULT_TOLERANCE

    tol = pc.case.tolerance or DEFAULT_TOLERANCE.get(pc.case.input_dtype)
    if tol is None:
        return False
    for e, v in zip(pc.expected, value):
        try:
            e, v = np.asarray(e, dtype=np.float64), np.asarray(v, dtype=np.float64)
        except (TypeError, ValueError):
            return False
        if e.shape != v.shape:
            return False
        with np.errstate(invalid="ignore", over="ignore"):
            same_special = (np.isnan(e) & np.isnan(v)) | (np.isinf(e) & (e == v))
            finite = np.isfinite(e) & np.isfinite(v)
            ok = same_special | (finite & (np.abs(e - v) <= tol.atol + tol.rtol * np.abs(np.where(finite, e, 0.0))))
        if not bool(np.all(ok)):
            return False
    return True


def _values_right(ob: Observed) -> bool:
    """The submission's own outputs on this failing case pass it on values (judged as a mutant's would be)."""
    beh = ob.behaviour()
    return beh is not None and beh[0] == "values" and _passes(tuple(beh[1]), ob.pc)


def _explains(cand: Candidate, ob: Observed, n: int) -> bool:
    beh = ob.behaviour()
    if beh is None:
        return False
    case = ob.pc.case
    kind, what = beh
    if _passes_cached(cand, ob.pc, n):
        # the mutant behaves like the reference here, in float64; on a float32 case it may still
        # overflow or underflow in the case's own dtype (a min shift: exp of a spread of 100 in float32)
        return kind == "values" and _breaks_in_float32(cand, ob, what, n)
    value = _run(cand.key, cand.fn, case, n)
    if kind == "raised":
        # the same exception type; where the case expects values, also the same failing operation (the
        # message's gist): a submission that raises everywhere is not "explained" by any mutant that raises
        t, gist = what
        return isinstance(value, _Raised) and value.type == t and (case.raises is not None or value.gist == gist)
    if isinstance(value, tuple) and _matches(what, value) and _same_bool_kind(what, value):
        return True
    if isinstance(value, tuple) and len(cand.parts) == 1 and getattr(getattr(cand.parts[0], "spec", None), "roundoff", False):
        # a single rounding mistake only: beside another mistake an error of the same size proves nothing
        if _same_roundoff(what, value, ob.pc.expected):
            return True
    return _breaks_in_float32(cand, ob, what, n)


ROUNDOFF_RATIO = 8.0  # how far apart two rounding errors of one cancellation may be, either way


def _same_roundoff(what: Sequence[Any], value: tuple, expected: Sequence[Any] | None) -> bool:
    """The submission's outputs err from the expected ones as much as the mutant's do (within a factor of
    :data:`ROUNDOFF_RATIO`, output by output), and are right wherever the mutant's are: the same cancellation
    summed in another order (einsum, np.mean of squares) gives other digits but an error of the same size."""
    if expected is None or len(what) != len(value) or len(value) != len(expected):
        return False
    wrong = 0
    for s, m, e in zip(what, value, expected):
        try:
            s, m, e = (np.asarray(a, dtype=np.float64) for a in (s, m, e))
        except (TypeError, ValueError):
            return False
        if not (s.shape == m.shape == e.shape) or not (np.all(np.isfinite(s)) and np.all(np.isfinite(m))):
            return False
        if _close(m, e):
            if not _close(s, e):
                return False
            continue
        err_s, err_m = float(np.max(np.abs(s - e))), float(np.max(np.abs(m - e)))
        if err_s == 0.0 or not (1.0 / ROUNDOFF_RATIO <= err_s / err_m <= ROUNDOFF_RATIO):
            return False
        wrong += 1
    return wrong > 0


def _breaks_in_float32(cand: Candidate, ob: Observed, what: Any, n: int) -> bool:
    """On a float32 case: the mutant run in float32 fails the case and reproduces the submission
    (a float32 overflow or underflow the float64 run does not have)."""
    if ob.pc.case.input_dtype != "float32":
        return False
    native = _run(cand.key, cand.fn, ob.pc.case, n, native=True)
    return (isinstance(native, tuple) and not _passes_cached(cand, ob.pc, n, native=True)
            and _matches(what, native) and _same_bool_kind(what, native))


def _explained(cand: Candidate, obs: Sequence[Observed], n: int, among: Sequence[Observed] | None = None) -> frozenset[str]:
    """The names of the cases in ``obs`` the candidate explains.

    Exceptions are weak evidence: they count only when the candidate also fails every case on which
    the submission raised, and reproduces the raise on every case where the submission raised in the
    same way (the same type and failing operation): a mutant that raises on some shapes does not
    explain a submission that raises on all of them.
    """
    names = frozenset(ob.name for ob in obs if _explains(cand, ob, n))
    pool = among if among is not None else obs
    raised = [ob for ob in pool if (ob.behaviour() or ("",))[0] == "raised"]
    by_exc = {ob.name for ob in raised if ob.name in names}
    if by_exc and by_exc == names and any((ob.behaviour() or ("",))[0] == "values" for ob in pool) and all(
            isinstance(_run(cand.key, cand.fn, ob.pc.case, n), _Raised) for ob in pool):
        # only raises in common, from a mutant that raises on every failing case, also where the submission
        # computed values: the same failing operation by coincidence (two shape mistakes meeting one
        # broadcast), not the same mistake
        return frozenset()
    if by_exc:
        ways = {ob.behaviour()[1] for ob in raised if ob.name in by_exc}
        if any(_passes_cached(cand, ob.pc, n) for ob in raised) or any(
                ob.behaviour()[1] in ways and not _explains(cand, ob, n) for ob in raised if ob.name not in by_exc):
            names = names - by_exc
    elif names and raised and len(cand.parts) == 1 and all(ob.pc.case.raises is None for ob in raised):
        # one mistake reproduces the values, and its mutant raises exactly where the submission raised on valid
        # inputs, the same exception type: one shape mistake that an einsum and a matmul report in other words
        # (values taken from x_dec, whose length does not match the keys'). Not for a pair: there the raise
        # may be either half's, and naming the half that raises would guess
        def same_type(ob: Observed) -> bool:
            v = _run(cand.key, cand.fn, ob.pc.case, n)
            return isinstance(v, _Raised) and v.type == ob.behaviour()[1][0]
        raising = {ob.name for ob in pool if isinstance(_run(cand.key, cand.fn, ob.pc.case, n), _Raised)}
        if raising == {ob.name for ob in raised} and all(same_type(ob) for ob in raised):
            names = names | {ob.name for ob in raised if any(ob is o for o in obs)}
    return names


def _fails(cand: Candidate, ob: Observed, n: int) -> bool:
    """The mutant fails this (failing) case: in float64, or in the case's own float32."""
    if not _passes_cached(cand, ob.pc, n):
        return True
    if ob.pc.case.input_dtype != "float32":
        return False
    native = _run(cand.key, cand.fn, ob.pc.case, n, native=True)
    return isinstance(native, tuple) and not _passes_cached(cand, ob.pc, n, native=True)


def _float_dtypes(values: Sequence[Any]) -> tuple:
    return tuple(np.asarray(v).dtype.str if np.asarray(v).dtype.kind == "f" else None for v in values)


def _dtype_slips(cand: Candidate, obs: Sequence[Observed], n: int) -> set[str]:
    """The cases among ``obs`` (explained by ``cand``'s values) on which the submission's float dtypes
    differ from the mutant's run in the case's own dtypes: the mistake does not change the dtype
    (or not that way), so something else in the submission did."""
    out = set()
    for ob in obs:
        beh = ob.behaviour()
        if beh is None or beh[0] != "values":
            continue
        got = _float_dtypes(beh[1])
        native = _run(cand.key, cand.fn, ob.pc.case, n, native=True)
        if isinstance(native, tuple) and len(native) == len(got) and _float_dtypes(native) != got:
            out.add(ob.name)
    return out


SOFT_MISSES = 1  # passing cases a mutant may fail by an operation raising (see _consistent)


def _consistent(cand: Candidate, passing: list[Observed], n: int) -> bool:
    """The mutant passes every case the submission passed, but for at most :data:`SOFT_MISSES` on which
    it raised from an operation (not a ``raise`` of its own) and the submission returned right values:
    the reference's style is strict where a learner's may be lenient (einsum and ``np.where`` broadcast a
    size-1 axis that ``@`` refuses), so a mistake written leniently can pass a case its mutant cannot
    run. Such misses are counted in ``cand.soft``; a fully consistent candidate wins a tie."""
    soft = 0
    for ob in passing:
        if _passes_cached(cand, ob.pc, n):
            continue
        if ob.pc.expected is None:
            return False  # a case that expects a raise: the mutant's behaviour there is evidence
        value = _run(cand.key, cand.fn, ob.pc.case, n)
        if not (isinstance(value, _Raised) and value.gist != EXPLICIT) or soft >= SOFT_MISSES:
            return False
        soft += 1
    cand.soft = soft
    return True


CANCEL_MAX = 3  # agreeing cases two mistakes may both fail alone and undo together (see _broken)


def _broken(cand: Candidate, agreeing: list[Observed], n: int) -> frozenset[str]:
    """The agreeing cases this (inconsistent) mutant fails, when they are at most :data:`CANCEL_MAX`:
    where a second mistake could undo this one. Empty otherwise."""
    out = []
    for ob in agreeing:
        if not _passes_cached(cand, ob.pc, n):
            out.append(ob.name)
            if len(out) > CANCEL_MAX:
                return frozenset()
    return frozenset(out)


# ------------------------------------------------------------------ the diagnosis


@dataclass
class Diagnosis:
    findings: list[Finding]
    singles_tried: int = 0
    pairs_tried: int = 0
    triples_tried: int = 0
    seconds: float = 0.0
    out_of_budget: bool = False
    # explained cases whose dtype the named mutation does not explain: the submission gave another float
    # dtype than the mutant run in the case's own dtypes (a promotion or a demotion on top of the mistake)
    dtype_slips: frozenset[str] = frozenset()


def _share(gain: int, failing: int) -> bool:
    """A real share of the failures: all of them, or at least two and a fifth (a coincidence of outputs on
    a case or two — an all-allowed mask row, an all-zero output — is not a diagnosis)."""
    return gain == failing or (gain >= 2 and gain * 5 >= failing)


def _owner(part: Any, own: str) -> str:
    return getattr(part, "owner", own)  # a legacy whole-file mistake is the exercise's own


def _own_count(cand: Candidate, own: str) -> int:
    """How many of the candidate's mistakes are the exercise's own (not a part's)."""
    return sum(_owner(p, own) == own for p in cand.parts)


def _claims(cand: Candidate, changes: dict) -> frozenset[str] | None:
    """The failing cases a single mistake changes on its own (what its message claims), None for a pair."""
    return changes.get(cand.parts[0].key) if len(cand.parts) == 1 else None


def _narrowest(cand: Candidate, expl: frozenset[str], scored: Sequence[tuple[Candidate, frozenset[str]]],
               uncovered: set[str], changes: dict) -> tuple[Candidate, frozenset[str]]:
    """Among singles of other names that explain the same uncovered cases, the one that claims least: a
    mistake whose mutant also changes other failing cases (no max shift and no guard, beside an axis
    mistake that fails the large-score cases anyway) says more than the evidence shows, where one that
    changes only the cases it explains (no guard on fully masked rows) does not."""
    mine = _claims(cand, changes)
    if mine is None:
        return cand, expl
    gain = expl & uncovered
    best = (cand, expl)
    for other, oexpl in scored:
        theirs = _claims(other, changes)
        if other is cand or theirs is None or set(other.names) == set(cand.names) or (oexpl & uncovered) != gain:
            continue
        if other.soft <= best[0].soft and theirs < _claims(best[0], changes):
            best = (other, oexpl)
    return best


def _ambiguous(cand: Candidate, gain: frozenset[str], scored: Sequence[tuple[Candidate, frozenset[str]]],
               uncovered: set[str], own: str, changes: dict | None = None) -> bool:
    return bool(_rivals(cand, gain, scored, uncovered, own, changes))


def _support(cand: Candidate, alone: frozenset | None) -> int:
    """How many of a combination's mistakes explain some failing case on their own (in some variant)."""
    return 0 if alone is None else sum(p.name in alone for p in cand.parts)


def _rivals(cand: Candidate, gain: frozenset[str], scored: Sequence[tuple[Candidate, frozenset[str]]],
            uncovered: set[str], own: str, changes: dict | None = None,
            alone: frozenset | None = None) -> list[Candidate]:
    """Another candidate of as many parts, of another name, explains exactly the same uncovered cases —
    and is no mere synonym: the exercise's own mutation re-states a part's mistake in context
    (``split_without_transpose`` in MHA for split_heads' ``reshape_without_transpose``), so an own
    candidate beats a part's; two mistakes of one owner, or of two parts, that the cases cannot tell
    apart are a tie, and naming the first declared would be a guess. A candidate that fails more of the
    cases the submission passed (``soft``, see :func:`_consistent`) is no tie for one that fails fewer."""
    names = set(cand.names)
    cand_own = _own_count(cand, own)
    rivals = []
    for other, expl in scored:
        if other is cand or len(other.parts) != len(cand.parts) or set(other.names) == names:
            continue
        if (expl & uncovered) != gain:
            continue
        if other.soft > cand.soft:
            continue  # it fails a case the submission passed (its operation raised there): the weaker fit
        if len(cand.parts) > 1 and _support(other, alone) < _support(cand, alone):
            # fewer of its parts explain anything alone: the weaker fit (a finite fill beside a global max
            # "explains" a fully masked row's NaN only through the other's guard, where an unguarded division
            # explains it alone)
            continue
        mine, theirs = (_claims(cand, changes), _claims(other, changes)) if changes is not None else (None, None)
        if mine is not None and theirs is not None and mine < theirs:
            continue  # it claims more than the evidence shows (see _narrowest)
        other_own = _own_count(other, own)
        if cand_own > other_own and (mine is None or theirs is None or mine <= theirs):
            continue  # the exercise's own wording of a part's mistake (in a pair: more of its parts own)
        rivals.append(other)
    return rivals


@dataclass
class _Singles:
    """What the single mistakes do to a submission's failing cases (:func:`_score_singles`)."""

    # consistent candidates and what they explain (pairs and triples are appended later)
    scored: list[tuple[Candidate, frozenset[str]]] = field(default_factory=list)
    # consistent singles and the failing cases they change
    changers: list[tuple[Candidate, frozenset[str]]] = field(default_factory=list)
    # consistent singles that change no failing case alone
    quiet: list[tuple[Candidate, frozenset[str]]] = field(default_factory=list)
    # singles that fail the same few cases the submission gets right: two mistakes that cancel there (a mask
    # inverted beside its offset reversed gives the one-query cache row right) are a pair neither half is alone
    clashing: dict[frozenset[str], list[tuple[Candidate, frozenset[str]]]] = field(default_factory=dict)
    # and those of them that reproduce some failing cases alone: a consistent mistake beside one may hide it
    # where the submission is right (one norm for the whole array hides a missing zero-vector guard, except
    # when the whole array is zero)
    hiding: list[tuple[Candidate, frozenset[str]]] = field(default_factory=list)

    def explained_alone(self) -> dict:
        """The failing cases each single mistake explains alone, by candidate key (pairs excluded)."""
        return {c.key: e for c, e in self.scored if len(c.parts) == 1}

    def changes(self) -> dict:
        """The failing cases each single mistake changes alone, by mutation key."""
        clashed = [entry for group in self.clashing.values() for entry in group]
        return {c.parts[0].key: ch for c, ch in self.changers + self.quiet + clashed if len(c.parts) == 1}


def _candidates(hidden) -> list[Candidate]:
    """Every single mistake of the exercise: its declared mutations, then legacy files of other names."""
    singles: list[Candidate] = []
    for i, m in enumerate(hidden.mutations):
        singles.append(Candidate(parts=(m,), order=(i,), build=lambda m=m: hidden.mutant((m,))))
    base = len(singles)
    for j, legacy in enumerate(hidden.mistakes):
        if any(s.names == (legacy.name,) for s in singles):
            continue
        singles.append(Candidate(parts=(legacy,), order=(base + j,), build=lambda f=legacy.function: f))
    return singles


def _raises_alike(cand: Candidate, explainable: list[Observed], changed: frozenset[str], n: int) -> frozenset[str]:
    """The cases of a submission that fails only by raising on valid inputs, when one consistent mistake
    raises the same exception type on exactly those cases and nowhere else: a check too strict, or a
    step that cannot take an empty input (np.vstack of no rows on seq_len = 0), where the mutant raises
    in its own words. The raise set is the evidence — the mutant computes the submission's values on
    every other case — so the failing operation need not be the same. But a submission's own ``raise`` (a
    check of its own, too strict) is matched only by a mutant's own ``raise``: an operation of the mutant
    failing on the same inputs (positions flattened, then broadcast) is another mistake that happens to
    crash there."""
    raised = {ob.name: ob for ob in explainable}
    if set(raised) != changed:
        return frozenset()
    cross = False
    for ob in raised.values():
        v = _run(cand.key, cand.fn, ob.pc.case, n)
        if not (isinstance(v, _Raised) and v.type == ob.behaviour()[1][0]):
            return frozenset()
        if ob.explicit_raise and v.gist != EXPLICIT:
            return frozenset()
        if not ob.explicit_raise and v.gist == EXPLICIT:
            # a failing operation matched by a mutant's own check: the weaker fit, it loses a tie to a mutant
            # whose operation fails there too (see _ambiguous)
            cross = True
    if cross:
        cand.soft += 1
    return changed


def _score_singles(singles: list[Candidate], explainable: list[Observed], agreeing: list[Observed], n: int,
                   result: Diagnosis, budget: Budget, t0: float, raises_only: bool = False) -> _Singles:
    """Run every single mistake on the cases and sort it: consistent (a changer or quiet, scored when it
    explains something) or failing a few agreeing cases (clashing, perhaps hiding). ``raises_only``: the
    submission passes some cases and fails the rest only by raising on valid inputs (:func:`_raises_alike`)."""
    s = _Singles()
    for cand in singles:
        if time.perf_counter() - t0 > budget.max_seconds:
            result.out_of_budget = True
            break
        result.singles_tried += 1
        if not explainable:
            continue
        consistent = _consistent(cand, agreeing, n)
        broken = frozenset() if consistent else _broken(cand, agreeing, n)
        if not consistent and not broken:
            continue
        changed = frozenset(ob.name for ob in explainable if _fails(cand, ob, n))
        if not consistent:  # it fails a few cases the submission gets right: perhaps a second mistake undoes it
            s.clashing.setdefault(broken, []).append((cand, changed))
            if _explained(cand, [ob for ob in explainable if ob.name in changed], n, explainable):
                s.hiding.append((cand, changed))
            continue
        if not changed:
            s.quiet.append((cand, changed))  # no effect alone here, perhaps one beside another mistake
            continue
        explained = _explained(cand, [ob for ob in explainable if ob.name in changed], n, explainable) or (
            _raises_alike(cand, explainable, changed, n) if raises_only else frozenset())
        s.changers.append((cand, changed))
        if explained:
            s.scored.append((cand, explained))
    return s


def _pair_order(s: _Singles, explainable: list[Observed], n: int) -> list[tuple[Candidate, Candidate]]:
    """The pairs worth trying, most promising first: two changers; a quiet single beside a changer whose
    cases it leaves open (a global max shift beside a global sum: one softmax over every score); last,
    cancelling pairs (a half that fails a case the submission passed is the weaker guess)."""
    single_expl = s.explained_alone()
    valued = [ob for ob in explainable if ob.behaviour()[0] == "values"]
    nearness: dict[tuple, float] = {}

    def closer(c: Candidate) -> float:
        if c.key not in nearness:
            nearness[c.key] = sum(_nearer(_run(c.key, c.fn, ob.pc.case, n), ob) for ob in valued)
        return nearness[c.key]

    combos = list(itertools.combinations(s.changers, 2))
    combos += [(q, c) for q in s.quiet for c in s.changers if c[1] - single_expl.get(c[0].key, frozenset())]
    regular = len(combos)
    combos += [pair for group in s.clashing.values() for pair in itertools.combinations(group, 2)]
    combos += [(h, c) for h in s.hiding for c in s.changers]
    pairs = []
    for at, ((a, ca), (b, cb)) in enumerate(combos):
        pa, pb = a.parts[0], b.parts[0]
        if not _combinable((pa, pb)):
            continue  # legacy files, or two variants of one mistake (two parts' mistakes of one name are two)
        ea, eb = single_expl.get(a.key, frozenset()), single_expl.get(b.key, frozenset())
        # a case the pair explains and neither half does is one both halves change
        reach = len(ea | eb | (ca & cb))
        # a case only one half changes may still need both (the other half acts there too: a weight
        # left untransposed beside a bias never checked, on an invalid bias the first mutant refuses)
        wide = len(ca | cb)
        if max(reach, wide) <= max(len(ea), len(eb)):
            continue
        # first the pairs with a half that already explains cases on its own (a second mistake beside
        # one that shows alone where the other has no effect), then the rest; most reach first
        lone = 0 if (ea or eb) else (1 if ca and cb else 2)
        # where neither half explains a case alone, the halves that each bring the mutant nearer to
        # what the submission returned come first (two mistakes in one output: a dropped scale and a
        # dropped term of a gradient)
        near = -(closer(a) + closer(b)) if lone else 0.0
        pairs.append((at >= regular, lone, near, -reach, -wide, -(len(ea) + len(eb)), a.order + b.order, a, b))
    pairs.sort(key=lambda t: t[:7])
    return [(a, b) for *_, a, b in pairs]


def _loses(sub: Sequence[Any], parts: Sequence[Any], lost: frozenset[str], changes: dict) -> bool:
    """Evidence against a combination of mistakes: a case that ``sub`` (some of its parts) reproduces,
    which the combination does not, and where the rest of its parts change the outcome on their own. There
    the rest changes what the submission does not change (an unshifted softmax would overflow on the
    large-score rows a softmax over the wrong axis alone reproduces). A case lost where the rest alone
    changes nothing is an artifact of composing the edits, no evidence."""
    if not lost:
        return False
    inside = {p.key for p in sub}
    rest = [p for p in parts if p.key not in inside]
    return any(lost & changes.get(p.key, frozenset()) for p in rest)


def _try_pairs(hidden, order: list[tuple[Candidate, Candidate]], s: _Singles, explainable: list[Observed],
               agreeing: list[Observed], n: int, result: Diagnosis, budget: Budget, t0: float,
               changes: dict) -> None:
    """Score the pairs in ``order`` (appended to ``s.scored``) within the budget. A pair worth a full look
    reproduces at least one of two probe cases (cheap: two calls); it counts when it explains more than
    either half, loses no case against :func:`_loses`, and is consistent. Once a pair explains everything,
    a few more are looked at for a tie (which names nothing), then the search stops."""
    single_expl = s.explained_alone()
    probes = explainable[:1] + explainable[-1:] if len(explainable) > 1 else explainable
    full_at = None
    for a, b in order:
        if full_at is not None and result.pairs_tried >= full_at + TIE_LOOKAHEAD:
            break
        if result.pairs_tried >= budget.max_pairs or time.perf_counter() - t0 > budget.max_seconds:
            result.out_of_budget = True
            break
        result.pairs_tried += 1
        ma, mb = a.parts[0], b.parts[0]
        pair = Candidate(parts=(ma, mb), order=a.order + b.order, build=lambda x=ma, y=mb: hidden.mutant((x, y)))
        if pair.fn() is None or not any(_explains(pair, ob, n) for ob in probes):
            continue
        explained = _explained(pair, explainable, n)
        ea, eb = single_expl.get(a.key, frozenset()), single_expl.get(b.key, frozenset())
        if len(explained) <= max(len(ea), len(eb)):
            continue
        if _loses((ma,), (ma, mb), ea - explained, changes) or _loses((mb,), (ma, mb), eb - explained, changes):
            continue
        if not (_adds(explained - ea, explainable) and _adds(explained - eb, explainable)):
            continue
        if not _consistent(pair, agreeing, n):
            continue
        s.scored.append((pair, explained))
        if len(explained) == len(explainable) and full_at is None:
            full_at = result.pairs_tried


def _adds(gain: frozenset[str], explainable: list[Observed]) -> bool:
    """What one half of a pair adds to the other is evidence for it: a fifth of the failures, or cases where
    the submission's outputs carry more than NaN in a shape the other half gives. A case or two among many
    whose outputs are nothing but NaN or inf, in the wrong shape, is not: the shape is the other half's, and
    the NaN matches whatever caused it (a variance of one feature with ddof = 1, and 0/0 without eps, in a
    square array that forgot keepdims gave)."""
    if len(gain) * 5 >= len(explainable):
        return True
    by = {ob.name: ob for ob in explainable}
    return not gain or not all(_only_non_finite(by[c]) and by[c].verdict.verdict == "wrong_shape" for c in gain)


def _only_non_finite(ob: Observed) -> bool:
    beh = ob.behaviour()
    if beh is None or beh[0] != "values":
        return False
    arrays = [np.asarray(a) for a in beh[1] if isinstance(a, np.ndarray) and a.dtype.kind in "fc"]
    return bool(arrays) and all(a.size and not np.isfinite(a).any() for a in arrays)


def _lone_raise(cand: Candidate, gain: frozenset[str], by_name: dict, changes: dict,
                explainable: list[Observed]) -> bool:
    """Beside a named mistake, one more single may take a case or two below the share when the evidence is no
    coincidence of outputs: on each of them the submission raised on a valid input, the mutant raises the same
    way (type and failing operation, see :func:`_explains`), and the mutant changes no other failing case (a
    lengths list never converted, beside left padding: only the list case raises)."""
    if not by_name or len(cand.parts) != 1 or changes.get(cand.parts[0].key) != gain:
        return False
    by = {ob.name: ob for ob in explainable}
    return all(n in by and (by[n].behaviour() or ("",))[0] == "raised" and by[n].pc.case.raises is None
               for n in gain)


def _cover(scored: list[tuple[Candidate, frozenset[str]]], explainable: list[Observed], changes: dict, own: str,
           n: int) -> tuple[dict[str, dict], set[str], set[str]]:
    """The greedy cover: the candidate explaining most still-unexplained failing cases is named while it
    explains a real share and no other fits as well. Returns the named mistakes by name (their part, cases,
    mutation keys, candidates, whether in a pair), the cases left unexplained, and the dtype slips."""
    uncovered = {ob.name for ob in explainable}
    by_name: dict[str, dict] = {}
    slips: set[str] = set()
    scored = list(scored)
    alone = frozenset(c.parts[0].name for c, e in scored if len(c.parts) == 1 and e)
    while uncovered and scored:
        # ties: fewer passing cases failed, fewer parts, more of the exercise's own mistakes, declared first
        cand, expl = min(scored, key=lambda t: (-len(t[1] & uncovered), t[0].soft, len(t[0].parts),
                                                -_own_count(t[0], own), t[0].order))
        gain = len(expl & uncovered)
        # the share is of the failures a mutation could explain: the cases failed with right values (an
        # input written into, a view) are the detectors' and no evidence against a mistake beside them
        if gain == 0 or not (_share(gain, len(explainable)) or _lone_raise(cand, expl & uncovered, by_name, changes,
                                                                         explainable)):
            break
        if not all(name in by_name for name in cand.names):  # a named mistake's other variant continues it
            cand, expl = _narrowest(cand, expl, scored, uncovered, changes)
        rivals = _rivals(cand, expl & uncovered, scored, uncovered, own, changes, alone)
        if rivals and len(cand.parts) > 1:
            best = max(rivals, key=lambda r: _support(r, alone))
            if _support(best, alone) > _support(cand, alone):  # a better supported combination of as many parts
                cand, expl = best, next(e for c, e in scored if c is best)
                rivals = _rivals(cand, expl & uncovered, scored, uncovered, own, changes, alone)
        if rivals:
            # another combination fits the same evidence as well: when in doubt, nothing is named — but a
            # mistake that every one of them holds is no doubt (a whole-array sum beside one of three
            # stabilisations the cases cannot tell apart): it alone is named, with those cases
            shared = set(cand.names).intersection(*(set(r.names) for r in rivals))
            if not shared or len(cand.parts) == 1:
                break
            gain = expl & uncovered
            for part in cand.parts:
                if part.name in shared and part.name not in by_name:
                    by_name[part.name] = {"part": part, "cases": set(gain), "keys": [part.key], "pair": False,
                                          "cands": [cand]}
            uncovered -= expl
            scored = [t for t in scored if t[0] is not cand and all(t[0] is not r for r in rivals)]
            continue
        if _same_point(cand, by_name):
            # two mutations of one line of one reference are alternatives at one point of the computation:
            # a submission that looks like one of them on some cases and the other elsewhere does a third
            # thing there, and naming both would name a mistake it does not make
            scored = [t for t in scored if t[0] is not cand]
            continue
        uncovered -= expl
        slips |= _dtype_slips(cand, [ob for ob in explainable if ob.name in expl], n)
        scored = [t for t in scored if t[0] is not cand]
        # a pair's cases are told per half, where that half acts (a missing check beside a wrong formula
        # explains the invalid-input case, not every case of the pair)
        own_cases = [expl & changes.get(part.key, expl) for part in cand.parts]
        together = expl - frozenset().union(*own_cases)  # cases only the halves together explain: both halves'
        for part, mine in zip(cand.parts, own_cases):
            entry = by_name.setdefault(part.name, {"part": part, "cases": set(), "keys": [], "pair": False,
                                                   "cands": []})
            entry["cands"].append(cand)
            entry["cases"] |= (mine | together) or expl
            entry["keys"].extend(k for k in [part.key] if k not in entry["keys"])
            entry["pair"] = entry["pair"] or len(cand.parts) > 1
    return by_name, uncovered, slips


def diagnose(hidden, observed: Sequence[Observed], n_outputs: int, budget: Budget = Budget()) -> Diagnosis:
    """The named mistakes of a submission (most cases first), from its observed cases.

    ``hidden``: the exercise's :class:`~grader.reference.Hidden` (its mutations, legacy mistakes
    and mutant builder). Singles (:func:`_score_singles`) → pairs (:func:`_pair_order`,
    :func:`_try_pairs`) → triples (:func:`_try_triples`) → the cover (:func:`_cover`) → findings.
    """
    t0 = time.perf_counter()
    failing = [ob for ob in observed if not ob.passed]
    passing = [ob for ob in observed if ob.passed]
    result = Diagnosis(findings=[])
    if not failing:
        return result
    # a case whose values are right (it failed on its dtype, an input written into, a view, a property) is
    # nothing a mutation can explain: a mutant close to the reference (eps outside the root) would "reproduce"
    # the submission's right values within the loose tolerance. Those cases are left to the detectors.
    explainable = [ob for ob in failing if ob.behaviour() is not None and not _values_right(ob)]
    # but they are evidence of agreement, as a passed case is: the submission's values are right there, so a
    # mutant that gets them wrong is not what the submission does (a q scaled in place beside a NaN on fully
    # masked rows: a renormalisation after the softmax also gives that NaN, but it changes other rows too)
    agreeing = passing + [ob for ob in failing if ob.behaviour() is not None and _values_right(ob)]
    # a submission whose only failures are raises on valid inputs: a single mistake that raises on exactly
    # those cases is named by that raise set (nothing else it does differs: it passes the rest)
    raises_only = bool(passing) and len(explainable) == len(failing) and all(
        ob.behaviour()[0] == "raised" and ob.pc.case.raises is None for ob in failing)
    s = _score_singles(_candidates(hidden), explainable, agreeing, n_outputs, result, budget, t0, raises_only)

    changes = s.changes()  # what each single does alone: the pairs, triples and cover all read it
    # pairs: only where no single explains everything explainable
    best_single = max((len(e) for _, e in s.scored), default=0)
    cancelling = any(len(g) >= 2 for g in s.clashing.values()) or (s.hiding and s.changers)
    if best_single < len(explainable) and (len(s.changers) >= 2 or cancelling) and not result.out_of_budget:
        order = _pair_order(s, explainable, n_outputs)
        if order:
            _try_pairs(hidden, order, s, explainable, agreeing, n_outputs, result, budget, t0, changes)

    if time.perf_counter() - t0 <= budget.max_seconds:  # the pairs' count may be spent; triples have their own
        _try_triples(hidden, explainable, agreeing, s.changers, s.scored, result, budget, t0, n_outputs, changes)

    own = getattr(hidden, "exercise_id", "")
    by_name, uncovered, slips = _cover(s.scored, explainable, changes, own, n_outputs)
    order_of = [ob.name for ob in observed]
    residue = [ob for ob in explainable if ob.name in uncovered]
    for name, entry in by_name.items():
        part = entry["part"]
        against = {ob.name for ob in residue if all(_passes_cached(c, ob.pc, n_outputs) for c in entry["cands"])}
        result.findings.append(Finding(
            name=name, cases=tuple(c for c in order_of if c in entry["cases"]),
            messages={lang: part.message(lang) for lang in ("en", "zh")},
            misconceptions=tuple(part.misconceptions), keys=tuple(entry["keys"]),
            kind="pair" if entry["pair"] else "mutation",
            contradicted=tuple(c for c in order_of if c in against)))
    result.findings.sort(key=lambda f: -len(f.cases))
    result.dtype_slips = frozenset(slips)
    result.seconds = time.perf_counter() - t0
    return result


def _agreement(value: Any, what: Sequence[Any]) -> int:
    """How many output elements of ``value`` (a mutant's run, or the expected outputs) agree with the
    submission's ``what`` within the loose tolerance: a mistake the submission makes, among others,
    brings its mutant closer to the submission than the reference is, element by element."""
    if not isinstance(value, (tuple, list)) or len(value) != len(what):
        return 0
    count = 0
    for x, y in zip(value, what):
        try:
            x, y = np.asarray(x), np.asarray(y)
            if x.shape != y.shape or x.dtype.kind not in "biuf" or y.dtype.kind not in "biuf":
                continue
            with np.errstate(invalid="ignore", over="ignore"):
                x, y = x.astype(np.float64), y.astype(np.float64)
                count += int(np.count_nonzero((np.abs(x - y) <= ATOL + RTOL * np.abs(y)) | (x == y)
                                              | (np.isnan(x) & np.isnan(y))))
        except (TypeError, ValueError):
            continue
    return count


def _points(part: Any) -> set[tuple[str, str]]:
    """(reference, find text) of each edit of a declared mutation (none for a legacy file)."""
    spec = getattr(part, "spec", None)
    target = getattr(part, "target", None)
    if not target:
        return set()
    # the find as declared (a family's placeholder left in), less the edits this variant leaves as they are
    return {(target, e.find) for e in getattr(spec, "edits", None) or ()
            if part.substitute(e.find) != part.substitute(e.replace)}


def _same_point(cand: Candidate, by_name: dict[str, dict]) -> bool:
    """A part of ``cand`` edits a line that an already named mutation of another name edits."""
    named = set()
    for name, entry in by_name.items():
        for c in entry["cands"]:
            for p in c.parts:
                if p.name not in cand.names:
                    named |= _points(p)
    return any(_points(p) & named for p in cand.parts)


def _nearer(value: Any, ob: Observed) -> float:
    """How much nearer than the reference a mutant's run comes to what the submission returned, output by
    output: 1 - |mutant - submission| / |expected - submission| (Frobenius norms), clipped to [0, 1]; 0 where
    it cannot be measured (another shape, a non-finite value)."""
    what, expected = ob.behaviour()[1], ob.pc.expected
    if not isinstance(value, (tuple, list)) or expected is None or len(value) != len(what):
        return 0.0
    total = 0.0
    for m, s, e in zip(value, what, expected):
        try:
            m, s, e = (np.asarray(x, dtype=np.float64) for x in (m, s, e))
        except (TypeError, ValueError):
            continue
        if not (m.shape == s.shape == e.shape) or not (np.isfinite(m).all() and np.isfinite(s).all()
                                                        and np.isfinite(e).all()):
            continue
        far = float(np.linalg.norm(e - s))
        if far > 0:
            total += min(1.0, max(0.0, 1.0 - float(np.linalg.norm(m - s)) / far))
    return total


def _combinable(parts: Sequence[Any]) -> bool:
    """Declared mutations (not legacy files), each a different mistake."""
    if not all(hasattr(p, "owner") for p in parts):
        return False
    for p, q in itertools.combinations(parts, 2):
        if (p.owner, p.index) == (q.owner, q.index) or (p.owner, p.name) == (q.owner, q.name):
            return False
    return True


def _try_triple(hidden, parts: tuple, order: tuple, probe: Observed, beaten: int, explainable: list[Observed],
                passing: list[Observed], scored: list[tuple[Candidate, frozenset[str]]], result: Diagnosis,
                n: int, changes: dict) -> bool:
    """Build the triple's mutant, probe it on one case, and score it when it explains more than
    ``beaten`` cases and passes every case the submission passed. True when it explains everything."""
    result.triples_tried += 1
    cand = Candidate(parts=parts, order=order, build=lambda p=parts: hidden.mutant(p))
    if cand.fn() is None or not _explains(cand, probe, n):
        return False
    explained = _explained(cand, explainable, n)
    if len(explained) <= beaten or not _consistent(cand, passing, n):
        return False
    # as for a pair: a case a single or a pair of its parts reproduces and the triple does not is evidence
    # against the rest of its parts where they change that case alone (:func:`_loses`)
    keys = set(p.key for p in parts)
    for c, e in scored:
        if set(p.key for p in c.parts) < keys and _loses(c.parts, parts, e - explained, changes):
            return False
    scored.append((cand, explained))
    return len(explained) == len(explainable)


def _extend_best_pairs(hidden, explainable: list[Observed], passing: list[Observed],
                       changers: list[tuple[Candidate, frozenset[str]]],
                       scored: list[tuple[Candidate, frozenset[str]]], result: Diagnosis, budget: Budget,
                       t0: float, n: int, left: list[Observed], changes: dict) -> bool:
    """The pairs that explain most, each with a third mistake that changes a case they leave open (split
    and merge by reshape, and NaN on the fully masked rows): the third half alone need not come closer
    to the submission, since the pair's mistakes act on those cases too. At most a third of the triples'
    budget; True when a triple explains everything."""
    pairs = sorted((t for t in scored if len(t[0].parts) == 2), key=lambda t: (-len(t[1]), t[0].order))[:2]
    names_left = {ob.name for ob in left}
    by_name = {ob.name: ob for ob in left}
    cap = max(1, budget.max_triples // 3)
    tried = 0
    for pair, pair_expl in pairs:
        for c, ch in sorted(changers, key=lambda t: (-len(t[1] & names_left), t[0].order)):
            hits = ch & names_left
            if not hits or set(c.names) & set(pair.names) or not _combinable(pair.parts + c.parts):
                continue
            if tried >= cap or time.perf_counter() - t0 > budget.max_seconds:
                return False
            tried += 1
            probe = by_name[min(hits, key=[ob.name for ob in left].index)]
            if _try_triple(hidden, pair.parts + c.parts, pair.order + c.order, probe, len(pair_expl),
                           explainable, passing, scored, result, n, changes):
                return True
    return False


def _try_triples(hidden, explainable: list[Observed], passing: list[Observed],
                 changers: list[tuple[Candidate, frozenset[str]]], scored: list[tuple[Candidate, frozenset[str]]],
                 result: Diagnosis, budget: Budget, t0: float, n: int, changes: dict) -> None:
    """Three mistakes at once (an unshifted softmax, entropy in bits and ddof = 1), appended to ``scored``.

    Only where some explainable case is explained by no single and no pair; a triple is tried only when
    all three of its mistakes change such a case on their own (it is the probe: one call) and each brings
    its mutant closer to the submission than the reference is (:func:`_agreement`), closest first, within
    ``budget.max_triples``. It counts only when it explains more cases than any
    single or pair made of its mistakes, and passes every case the submission passed."""
    covered = frozenset().union(*(e for _, e in scored)) if scored else frozenset()
    left = [ob for ob in explainable if ob.name not in covered]
    if not left or budget.max_triples <= 0:
        return
    names_left = {ob.name for ob in left}
    if _extend_best_pairs(hidden, explainable, passing, changers, scored, result, budget, t0, n, left, changes):
        return
    valued = [ob for ob in left if ob.behaviour()[0] == "values"]
    base = sum(_agreement(ob.pc.expected, ob.behaviour()[1]) for ob in valued)
    useful = []
    for c, ch in changers:
        if not (ch & names_left) or not _combinable(c.parts):
            continue
        gain = sum(_agreement(_run(c.key, c.fn, ob.pc.case, n), ob.behaviour()[1]) for ob in valued) - base
        if gain > 0 or not valued:
            useful.append((c, ch & names_left, gain))
    if len(useful) < 3:
        return
    triples = []
    for (a, ca, ga), (b, cb, gb), (c, cc, gc) in itertools.combinations(useful, 3):
        common = ca & cb & cc
        if common and _combinable(a.parts + b.parts + c.parts):
            triples.append((-(ga + gb + gc), -len(common), a.order + b.order + c.order, a, b, c, common))
    triples.sort(key=lambda t: t[:3])
    best_of = {frozenset(k.key): len(e) for k, e in scored}
    by_name = {ob.name: ob for ob in left}
    for *_, a, b, c, common in triples:
        if result.triples_tried >= budget.max_triples or time.perf_counter() - t0 > budget.max_seconds:
            result.out_of_budget = result.out_of_budget or time.perf_counter() - t0 > budget.max_seconds
            break
        parts = a.parts + b.parts + c.parts
        probe = by_name[min(common, key=[ob.name for ob in left].index)]
        beaten = max((v for k, v in best_of.items() if k <= frozenset(p.key for p in parts)), default=0)
        if _try_triple(hidden, parts, a.order + b.order + c.order, probe, beaten, explainable, passing, scored,
                       result, n, changes):
            break


def without_contradicted(findings: list[Finding], n_failing: int) -> list[Finding]:
    """Drop a mutation when the submission also fails, for no named reason, cases on which that mutation
    alone would pass: it fits some cases by a coincidence of outputs (a hard-coded scale of 0.5 reproduces
    ``integer_sqrt`` at d_k = 8 only; positions replaced by 0..seq_len-1 look rebased to 0 wherever the
    positions are consecutive), and when in doubt nothing is named. A case another finding explains is no
    evidence against it (two mistakes, each where the other does not show)."""
    explained = {f.name: set(f.cases) for f in findings}
    kept = []
    for f in findings:
        others = set().union(*(c for name, c in explained.items() if name != f.name))
        if f.kind == "detector" or not (set(f.contradicted) - others):
            kept.append(f)
    return kept


__all__ = ["Budget", "Diagnosis", "Finding", "Observed", "call_mutant", "clear_cache", "diagnose", "raised_explicitly",
           "without_contradicted"]

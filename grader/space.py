"""An exercise's input space: what the counterexample search may draw (the ``search:`` section).

``solutions/<id>.yaml`` ends with a ``search:`` section that says which inputs lie inside the
exercise's contract, so that :mod:`grader.search` can look for an input on which a submission that
passed every case still disagrees with the reference::

    search:
      dims:                                  # integer sizes; drawn in [min, max], shrunk towards min
        batch: {min: 1, max: 3}
        heads: {min: 1, max: 4}
        head_dim: {min: 1, max: 1024}
        k_len: {min: 1, max: 4096}
      dtypes: [float64, float32]             # one dtype per draw for every ``dtype: shared`` array
      max_elements: 200000                   # all arrays of a draw together (larger draws are halved)
      args:
        q: {kind: array, shape: [batch, heads, q_len, head_dim], scale: [1.0, 30.0]}
        x: {kind: array, shape: [batch, k_len, heads*head_dim]}   # relations: products and sums of dims
        mask: {kind: mask, shape: [batch, 1, q_len, k_len], base: [all, random, causal],
               patterns: [fully_masked_rows], optional: true}
        num_heads: {kind: dim, dim: heads}
        axis: {kind: axis, of: x}
      extremes:                              # tried first, in order, before any random draw
        - {dims: {k_len: 4096}, dtype: float32, args: {q: {scale: 30.0, patterns: [row_far_below]}}}

Every list of choices is ordered simplest first: the shrinker moves towards the first entry, towards
the minimum of every dim, towards no pattern and towards an absent optional argument. A draw is a
*recipe* (dims, dtype, the choice made for each argument, a numpy seed); :func:`build_args`
turns a recipe into the concrete arguments, deterministically.

Array patterns (each toggled on or off per draw; they act along the last axis, on "rows"):

- ``neg_inf_entries``: about a third of the entries become -inf (every row keeps a finite entry);
- ``neg_inf_rows``: some rows are entirely -inf (a fully masked query row);
- ``neg_inf_block``: a contiguous run of trailing rows is entirely -inf (a masked block);
- ``row_far_below``: some rows are shifted down by ``far`` (default 1e4) below the others;
- ``zero_rows``: some rows are exactly zero; ``tiny_rows``: some rows are scaled by 1e-6
  (near-zero norms);
- ``nonneg``: absolute values (variances, probabilities' logits that must be >= 0).

Mask patterns: ``fully_masked_rows`` (some query rows allow no key), ``masked_block`` (a contiguous
run of trailing keys is masked for every query, like padding). A mask's ``base`` is ``all`` (every
key allowed), ``random`` (about 60 % allowed, at least one key per row) or ``causal``
(bottom-right aligned over the last two axes).
"""

from __future__ import annotations

import math
import re
import zlib
from typing import Annotated, Any, Literal, Union

import numpy as np
from pydantic import BaseModel, ConfigDict, Field, model_validator

_NAME = r"^[a-z][a-z0-9_]*$"
_EXPR = re.compile(r"^\s*(?:\d+|[a-z][a-z0-9_]*)(?:\s*[*+-]\s*(?:\d+|[a-z][a-z0-9_]*))*\s*$")
ArrayPattern = Literal["neg_inf_entries", "neg_inf_rows", "neg_inf_block", "row_far_below", "zero_rows",
                       "tiny_rows", "nonneg"]
MaskPattern = Literal["fully_masked_rows", "masked_block"]
DType = Literal["float64", "float32"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Dim(_Model):
    """An integer size drawn in ``[min, max]``; ``typical`` is its value in an extreme that does not name it."""

    min: int = Field(ge=0, le=4096)
    max: int = Field(ge=0, le=4096)
    typical: int | None = None

    @model_validator(mode="after")
    def _ordered(self) -> "Dim":
        if self.max < self.min:
            raise ValueError(f"max {self.max} is below min {self.min}")
        if self.typical is not None and not self.min <= self.typical <= self.max:
            raise ValueError(f"typical {self.typical} is outside [{self.min}, {self.max}]")
        return self

    @property
    def usual(self) -> int:
        return self.typical if self.typical is not None else min(self.max, max(self.min, 3))


ShapeItem = Union[int, str]


def _check_shape(shape: list[ShapeItem]) -> list[ShapeItem]:
    for s in shape:
        if isinstance(s, str) and not _EXPR.match(s):
            raise ValueError(f"shape entry {s!r} is not a dim name, an integer, or a sum/product of them")
        if isinstance(s, int) and s < 0:
            raise ValueError(f"shape entry {s} is negative")
    return shape


class ArrayArg(_Model):
    """Random floats: ``normal`` (or ``uniform`` in [-1, 1]) times ``scale`` plus ``offset``."""

    kind: Literal["array"]
    shape: list[ShapeItem]
    dtype: Literal["shared", "float64", "float32", "any"] = "shared"
    dist: Literal["normal", "uniform"] = "normal"
    scale: list[float] = Field(default=[1.0], min_length=1)
    offset: list[float] = Field(default=[0.0], min_length=1)
    far: float = 1e4
    patterns: list[ArrayPattern] = []
    always: list[ArrayPattern] = []  # applied to every draw (e.g. nonneg)
    wide_float32: bool = False  # False: a float32 draw keeps the first scale and offset and no row_far_below
    optional: bool = False

    @model_validator(mode="after")
    def _shape(self) -> "ArrayArg":
        _check_shape(self.shape)
        return self


class MaskArg(_Model):
    """A boolean mask, True = may attend; broadcastable shapes use 1 for a broadcast axis."""

    kind: Literal["mask"]
    shape: list[ShapeItem]
    base: list[Literal["all", "random", "causal"]] = Field(default=["random"], min_length=1)
    patterns: list[MaskPattern] = []
    optional: bool = False

    @model_validator(mode="after")
    def _shape(self) -> "MaskArg":
        _check_shape(self.shape)
        if len(self.shape) < 2:
            raise ValueError("a mask needs at least 2 axes (q_len, k_len)")
        return self


class DimArg(_Model):
    """A dim's value (or a sum/product of dims, ``2*half``) passed as a Python int (``num_heads``, ``q_len``)."""

    kind: Literal["dim"]
    dim: str
    optional: bool = False

    @model_validator(mode="after")
    def _expr(self) -> "DimArg":
        _check_shape([self.dim])
        return self


class ChoiceArg(_Model):
    """One of a few plain values (``eps``, ``base``, ``temperature``), the first the simplest."""

    kind: Literal["choice"]
    values: list[Union[bool, int, float, str, None]] = Field(min_length=1)
    optional: bool = False


class AxisArg(_Model):
    """A valid axis of another array argument, negative or not; shrinks towards -1."""

    kind: Literal["axis"]
    of: str = Field(pattern=_NAME)
    optional: bool = False


class LengthsArg(_Model):
    """Integer lengths (int64), ``n`` of them, each in ``[min, max]`` (dim names or integers)."""

    kind: Literal["lengths"]
    n: ShapeItem
    max: ShapeItem
    min: ShapeItem = 0
    optional: bool = False


class PositionsArg(_Model):
    """Integer token positions (int64) of shape ``shape``: ``start + arange`` along the last axis."""

    kind: Literal["positions"]
    shape: list[ShapeItem]
    start: list[int] = Field(default=[0], min_length=1)
    wide_float32: bool = False  # False: a float32 draw starts at the first start
    optional: bool = False


class SlopesArg(_Model):
    """Positive per-head numbers (ALiBi slopes): ``2^(-8 (h + 1) / n)``-like, drawn in (0, 1]."""

    kind: Literal["slopes"]
    n: ShapeItem
    dtype: Literal["shared", "float64", "float32"] = "shared"
    optional: bool = False


SearchArg = Annotated[Union[ArrayArg, MaskArg, DimArg, ChoiceArg, AxisArg, LengthsArg, PositionsArg, SlopesArg],
                      Field(discriminator="kind")]


class ExtremeArg(_Model):
    scale: float | None = None
    offset: float | None = None
    patterns: list[str] = []
    base: str | None = None
    value: Union[bool, int, float, str, None] = None
    start: int | None = None
    present: bool = True


class Extreme(_Model):
    """A draw tried first: dims and per-argument choices named, everything else at its usual value."""

    dims: dict[str, int] = {}
    dtype: DType | None = None
    args: dict[str, ExtremeArg] = {}
    seed: int = Field(default=0, ge=0)


class SearchSpace(_Model):
    """The ``search:`` section of ``solutions/<id>.yaml``."""

    dims: dict[str, Dim] = {}
    dtypes: list[DType] = Field(default=["float64"], min_length=1)
    args: dict[str, SearchArg]
    extremes: list[Extreme] = []
    max_elements: int = Field(default=40_000, ge=1, le=2_000_000)
    float32_dims: dict[str, int] = {}  # caps on dims in a float32 draw (float32 error grows with them)
    counted: list[list[ShapeItem]] = []  # more shapes counted against max_elements (outputs built from ints)
    properties: list[Literal["new_arrays", "rows_sum_to_one", "masked_weights_zero", "causal_prefix_invariance",
                             "split_merge_identity"]] = []  # checked on every draw, as on a case
    examples: int = Field(default=4, ge=0, le=200)  # random draws after the extremes

    @model_validator(mode="after")
    def _consistent(self) -> "SearchSpace":
        dims = set(self.dims)
        for name, a in self.args.items():
            for e in _arg_exprs(a):
                for word in re.findall(r"[a-z][a-z0-9_]*", e):
                    if word not in dims:
                        raise ValueError(f"args.{name}: unknown dim {word!r} (dims: {sorted(dims)})")
            if isinstance(a, AxisArg) and not isinstance(self.args.get(a.of), (ArrayArg, MaskArg)):
                raise ValueError(f"args.{name}: axis of {a.of!r}, which is not an array argument")
        for c in self.counted:
            _check_shape(c)
            for e in c:
                for word in re.findall(r"[a-z][a-z0-9_]*", e) if isinstance(e, str) else []:
                    if word not in dims:
                        raise ValueError(f"counted: unknown dim {word!r}")
        for d in self.float32_dims:
            if d not in self.dims:
                raise ValueError(f"float32_dims: unknown dim {d!r}")
        for i, ex in enumerate(self.extremes):
            for d, v in ex.dims.items():
                if d not in self.dims:
                    raise ValueError(f"extremes.{i}.dims: unknown dim {d!r}")
                if not self.dims[d].min <= v <= self.dims[d].max:
                    raise ValueError(f"extremes.{i}.dims.{d}: {v} is outside [{self.dims[d].min}, {self.dims[d].max}]")
            if ex.dtype is not None and ex.dtype not in self.dtypes:
                raise ValueError(f"extremes.{i}.dtype: {ex.dtype} is not one of dtypes {self.dtypes}")
            for n, ea in ex.args.items():
                a = self.args.get(n)
                if a is None:
                    raise ValueError(f"extremes.{i}.args: unknown argument {n!r}")
                if not ea.present and not a.optional:
                    raise ValueError(f"extremes.{i}.args.{n}: present: false for an argument that is not optional")
                _check_extreme_arg(a, ea, f"extremes.{i}.args.{n}")
        return self


def _check_extreme_arg(a: Any, ea: ExtremeArg, where: str) -> None:
    if isinstance(a, ArrayArg):
        if ea.scale is not None and ea.scale not in a.scale:
            raise ValueError(f"{where}.scale: {ea.scale} is not one of {a.scale}")
        if ea.offset is not None and ea.offset not in a.offset:
            raise ValueError(f"{where}.offset: {ea.offset} is not one of {a.offset}")
        for p in ea.patterns:
            if p not in a.patterns:
                raise ValueError(f"{where}.patterns: {p!r} is not one of {a.patterns}")
    elif isinstance(a, MaskArg):
        if ea.base is not None and ea.base not in a.base:
            raise ValueError(f"{where}.base: {ea.base!r} is not one of {a.base}")
        for p in ea.patterns:
            if p not in a.patterns:
                raise ValueError(f"{where}.patterns: {p!r} is not one of {a.patterns}")
    elif isinstance(a, ChoiceArg):
        if ea.value is not None and ea.value not in a.values:
            raise ValueError(f"{where}.value: {ea.value!r} is not one of {a.values}")
    elif isinstance(a, PositionsArg):
        if ea.start is not None and ea.start not in a.start:
            raise ValueError(f"{where}.start: {ea.start} is not one of {a.start}")


def _arg_exprs(a: Any) -> list[str]:
    if isinstance(a, (ArrayArg, MaskArg, PositionsArg)):
        return [s for s in a.shape if isinstance(s, str)]
    if isinstance(a, LengthsArg):
        return [s for s in (a.n, a.max, a.min) if isinstance(s, str)]
    if isinstance(a, SlopesArg):
        return [a.n] if isinstance(a.n, str) else []
    if isinstance(a, DimArg):
        return [a.dim]
    return []


# ----------------------------------------------------------------- recipes → arguments


def evaluate(expr: ShapeItem, dims: dict[str, int]) -> int:
    """The value of a shape entry: an int, a dim name, or ``a*b``, ``a+b``, ``a-b`` of them."""
    if isinstance(expr, int):
        return expr
    total = 0
    for sign, term in re.findall(r"([+-]?)\s*([^+-]+)", expr.replace(" ", "")):
        prod = 1
        for f in term.split("*"):
            prod *= int(f) if f.isdigit() else dims[f]
        total += -prod if sign == "-" else prod
    return total


def shape_of(shape: list[ShapeItem], dims: dict[str, int]) -> tuple[int, ...]:
    return tuple(max(0, evaluate(s, dims)) for s in shape)


def elements(space: SearchSpace, dims: dict[str, int]) -> int:
    n = sum(math.prod(shape_of(c, dims)) for c in space.counted)
    for a in space.args.values():
        if isinstance(a, (ArrayArg, MaskArg, PositionsArg)):
            n += math.prod(shape_of(a.shape, dims))
    return n


def fit(space: SearchSpace, dims: dict[str, int], dtype: str = "float64") -> dict[str, int]:
    """Halve the largest dims (never below their minimum) until the draw fits ``max_elements``;
    in a float32 draw, cap the dims ``float32_dims`` names."""
    dims = dict(dims)
    if dtype == "float32":
        for d, cap in space.float32_dims.items():
            dims[d] = max(space.dims[d].min, min(dims[d], cap))
    while elements(space, dims) > space.max_elements:
        movable = [d for d in dims if dims[d] // 2 >= space.dims[d].min and dims[d] > 1]
        if not movable:
            break
        d = max(movable, key=lambda n: (dims[n], n))
        dims[d] //= 2
    return dims


def _rng(seed: int, name: str) -> np.random.Generator:
    return np.random.default_rng((seed * 1_000_003 + zlib.crc32(name.encode())) % (2**32))


def _rows(rng: np.random.Generator, n_rows: int) -> np.ndarray:
    """A non-empty subset of about a third of the rows."""
    pick = rng.random(n_rows) < 0.34
    if n_rows and not pick.any():
        pick[int(rng.integers(n_rows))] = True
    return pick


def _array(a: ArrayArg, choice: dict, dims: dict[str, int], dtype: str, rng: np.random.Generator) -> np.ndarray:
    shape = shape_of(a.shape, dims)
    if dtype == "float32" and not a.wide_float32:  # float32 arithmetic on huge values is outside the tolerance
        choice = {**choice, "scale": 0, "offset": 0,
                  "patterns": tuple(f and p != "row_far_below" for p, f in zip(a.patterns, choice["patterns"]))}
    if a.dist == "normal":
        x = rng.standard_normal(shape)
    else:
        x = rng.uniform(-1.0, 1.0, shape)
    x = x * a.scale[choice["scale"]] + a.offset[choice["offset"]]
    on = set(a.always) | {p for p, flag in zip(a.patterns, choice["patterns"]) if flag}
    if "nonneg" in on:
        x = np.abs(x)
    if x.ndim and x.size:
        rows = x.reshape(-1, shape[-1])  # a view: patterns act on rows along the last axis
        n = rows.shape[0]
        if "tiny_rows" in on:
            rows[_rows(rng, n)] *= 1e-6
        if "zero_rows" in on:
            rows[_rows(rng, n)] = 0.0
        if "row_far_below" in on:
            rows[_rows(rng, n)] -= a.far
        if "neg_inf_entries" in on:
            hit = rng.random(rows.shape) < 0.34
            hit[np.arange(n), rng.integers(shape[-1], size=n)] = False  # every row keeps a finite entry
            rows[hit] = -np.inf
        if "neg_inf_rows" in on:
            rows[_rows(rng, n)] = -np.inf
        if "neg_inf_block" in on and x.ndim >= 2:
            k = max(1, shape[-2] // 2)
            x[..., shape[-2] - k:, :] = -np.inf
    return x.astype(dtype)


def _mask(a: MaskArg, choice: dict, dims: dict[str, int], rng: np.random.Generator) -> np.ndarray:
    shape = shape_of(a.shape, dims)
    q, k = shape[-2], shape[-1]
    base = a.base[choice["base"]]
    if base == "all":
        m = np.ones(shape, dtype=bool)
    elif base == "causal":
        i = np.arange(q)[:, None]
        j = np.arange(k)[None, :]
        m = np.broadcast_to(j <= i + (k - q), shape).copy()
    else:
        m = rng.random(shape) < 0.6
        if k:
            first = np.zeros(shape, dtype=bool)
            first[..., 0] = True
            m = np.where(m.any(axis=-1, keepdims=True), m, first)
    on = {p for p, flag in zip(a.patterns, choice["patterns"]) if flag}
    if "masked_block" in on and k > 1:
        m[..., k - max(1, k // 3):] = False
        m[..., 0] |= ~m.any(axis=-1)  # the block alone never empties a row
    if "fully_masked_rows" in on and q:
        m[..., _rows(rng, q), :] = False
    return m


def build_args(space: SearchSpace, recipe: dict) -> dict[str, Any]:
    """The concrete arguments of one recipe, in the order of ``space.args``; absent optionals left out."""
    dims = recipe["dims"]
    seed = recipe["seed"]
    out: dict[str, Any] = {}
    for name, a in space.args.items():
        choice = recipe["args"][name]
        if not choice["present"]:
            continue
        rng = _rng(seed, name)
        if isinstance(a, ArrayArg):
            dtype = recipe["dtype"] if a.dtype == "shared" else (
                choice["dtype"] if a.dtype == "any" else a.dtype)
            out[name] = _array(a, choice, dims, dtype, rng)
        elif isinstance(a, MaskArg):
            out[name] = _mask(a, choice, dims, rng)
        elif isinstance(a, DimArg):
            out[name] = int(evaluate(a.dim, dims))
        elif isinstance(a, ChoiceArg):
            out[name] = a.values[choice["value"]]
        elif isinstance(a, AxisArg):
            ndim = len(space.args[a.of].shape)  # type: ignore[union-attr]
            out[name] = choice_axis(choice["axis"], ndim)
        elif isinstance(a, LengthsArg):
            n, lo, hi = evaluate(a.n, dims), evaluate(a.min, dims), evaluate(a.max, dims)
            out[name] = rng.integers(lo, max(lo, hi) + 1, size=max(0, n)).astype(np.int64)
        elif isinstance(a, PositionsArg):
            shape = shape_of(a.shape, dims)
            start = a.start[0] if recipe["dtype"] == "float32" and not a.wide_float32 else a.start[choice["start"]]
            pos = start + np.arange(shape[-1] if shape else 0)
            out[name] = np.broadcast_to(pos, shape).astype(np.int64)
        elif isinstance(a, SlopesArg):
            n = evaluate(a.n, dims)
            dtype = recipe["dtype"] if a.dtype == "shared" else a.dtype
            out[name] = (2.0 ** (-8.0 * (np.arange(n) + 1) / max(n, 1)) * rng.uniform(0.5, 1.0, n)).astype(dtype)
    return out


def choice_axis(index: int, ndim: int) -> int:
    """Axis number ``index`` of the sequence -1, 0, -2, 1, -3, 2, ... restricted to ``ndim`` axes."""
    order = []
    for i in range(ndim):
        order += [-(i + 1), i]
    order = [a for a in dict.fromkeys(order) if -ndim <= a < ndim]
    return order[index % len(order)] if order else -1


def usual_recipe(space: SearchSpace, extreme: Extreme | None = None) -> dict:
    """The recipe of an extreme: the named dims and choices, the usual value of everything else."""
    ex = extreme or Extreme()
    dims = {d: ex.dims.get(d, spec.usual) for d, spec in space.dims.items()}
    args = {}
    for name, a in space.args.items():
        ea = ex.args.get(name, ExtremeArg())
        c: dict[str, Any] = {"present": bool(ea.present)}
        if isinstance(a, ArrayArg):
            c["scale"] = a.scale.index(ea.scale) if ea.scale is not None else 0
            c["offset"] = a.offset.index(ea.offset) if ea.offset is not None else 0
            c["patterns"] = tuple(p in ea.patterns for p in a.patterns)
            c["dtype"] = ex.dtype or space.dtypes[0]
        elif isinstance(a, MaskArg):
            c["base"] = a.base.index(ea.base) if ea.base is not None else 0
            c["patterns"] = tuple(p in ea.patterns for p in a.patterns)
        elif isinstance(a, ChoiceArg):
            c["value"] = a.values.index(ea.value) if ea.value is not None else 0
        elif isinstance(a, AxisArg):
            c["axis"] = int(ea.value) if isinstance(ea.value, int) else 0
        elif isinstance(a, PositionsArg):
            c["start"] = a.start.index(ea.start) if ea.start is not None else 0
        args[name] = c
    dtype = ex.dtype or space.dtypes[0]
    return {"dims": fit(space, dims, dtype), "dtype": dtype, "args": args, "seed": ex.seed}


def recipe_key(recipe: dict) -> tuple:
    """A hashable form of a recipe (for caching and memoising)."""
    def freeze(v: Any) -> Any:
        if isinstance(v, dict):
            return tuple(sorted((k, freeze(x)) for k, x in v.items()))
        if isinstance(v, (list, tuple)):
            return tuple(freeze(x) for x in v)
        return v

    return freeze(recipe)

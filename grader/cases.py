"""Turn case specs into concrete inputs, deterministically from each case's seed.

The same spec and seed always give the same arrays (``numpy.random.default_rng``), so a report
can name a case by its stable id and a learner can re-run exactly what failed.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from .schema import (
    CaseSpec,
    CausalMaskArg,
    IdentityArg,
    LiteralArray,
    PaddingMaskArg,
    RandomArray,
    RandomMaskArg,
    Raises,
    SameAs,
    Scalar,
    Text,
    Tolerance,
)


@dataclass(frozen=True)
class Case:
    """One concrete case. ``args`` are in call order; arrays are numpy, scalars plain Python."""

    name: str
    visibility: str
    weight: float
    args: dict[str, Any]
    raises: str | None = None
    properties: tuple[str, ...] = ()
    tolerance: Tolerance | None = None
    description: Text | None = None
    source: str | None = None
    expected: tuple[Any, ...] | None = field(default=None, compare=False)  # stored (released packs)

    @property
    def hidden(self) -> bool:
        return self.visibility == "hidden"

    @property
    def input_dtype(self) -> str:
        """float32 when any float input is float32 (then the looser float32 tolerance applies)."""
        for v in self.args.values():
            if isinstance(v, np.ndarray) and v.dtype == np.float32:
                return "float32"
        return "float64"


def causal_mask_array(q_len: int, k_len: int) -> np.ndarray:
    """Bottom-right aligned: query i may see key j iff j <= i + (k_len - q_len)."""
    i = np.arange(q_len)[:, None]
    j = np.arange(k_len)[None, :]
    return j <= i + (k_len - q_len)


def _seed(case_seed: int, case_name: str, arg_name: str) -> int:
    return (case_seed * 1_000_003 + zlib.crc32(f"{case_name}/{arg_name}".encode())) % (2**32)


def build_arg(spec: Any, rng: np.random.Generator, built: dict[str, Any]) -> Any:
    if isinstance(spec, Scalar):
        return spec.value
    if isinstance(spec, LiteralArray):
        return np.array(spec.value, dtype=spec.dtype)
    if isinstance(spec, RandomArray):
        if spec.dist == "normal":
            a = rng.standard_normal(spec.shape) * spec.scale + spec.offset
        else:
            a = rng.uniform(-1.0, 1.0, spec.shape) * spec.scale + spec.offset
        for sv in spec.special:
            a[tuple(sv.index)] = sv.value
        return a.astype(spec.dtype)
    if isinstance(spec, CausalMaskArg):
        m = causal_mask_array(spec.q_len, spec.k_len)
        return m.reshape((1,) * len(spec.leading) + m.shape) if spec.leading else m
    if isinstance(spec, PaddingMaskArg):
        m = np.arange(spec.max_len)[None, :] < np.asarray(spec.lengths)[:, None]
        if spec.layout == "batch_1_keys":
            return m[:, None, :]
        if spec.layout == "batch_1_1_keys":
            return m[:, None, None, :]
        return m
    if isinstance(spec, RandomMaskArg):
        m = rng.random(spec.shape) < spec.p_keep
        # every row keeps at least one key unless it is listed as fully masked
        first = np.zeros(spec.shape, dtype=bool)
        first[..., :, 0] = True
        m = np.where(m.any(axis=-1, keepdims=True), m, first)
        for r in spec.masked_rows:
            m[..., r, :] = False
        return m
    if isinstance(spec, IdentityArg):
        return np.eye(spec.n, dtype=spec.dtype)
    if isinstance(spec, SameAs):
        v = built[spec.arg]
        return v.copy() if isinstance(v, np.ndarray) else v
    raise TypeError(f"unknown argument spec {type(spec).__name__}")


def build_case(spec: CaseSpec, generator: Callable[..., dict] | None = None) -> Case:
    """Build one case. ``generator`` is the hidden escape hatch named by ``spec.generator``."""
    if spec.generator is not None:
        if generator is None:
            raise LookupError(f"case {spec.name!r} needs generator {spec.generator!r}")
        rng = np.random.default_rng(_seed(spec.seed, spec.name, "*"))
        args = dict(generator(rng))
    else:
        args = {}
        for name, arg_spec in (spec.args or {}).items():
            rng = np.random.default_rng(_seed(spec.seed, spec.name, name))
            args[name] = build_arg(arg_spec, rng, args)
    raises = spec.expect.raises if isinstance(spec.expect, Raises) else None
    return Case(
        name=spec.name,
        visibility=spec.visibility,
        weight=spec.weight,
        args=args,
        raises=raises,
        properties=tuple(spec.properties),
        tolerance=spec.tolerance,
        description=spec.description,
        source=spec.source,
    )


def call_args(case_args: dict[str, Any], param_names: list[str]) -> tuple[list[Any], dict[str, Any]]:
    """Positional values for the leading parameters the case gives, keywords for the rest.

    Positional passing keeps a learner who renamed a parameter (``logits`` for ``x``) working.
    """
    positional: list[Any] = []
    keywords: dict[str, Any] = {}
    gap = False
    for name in param_names:
        if name not in case_args:
            gap = True
            continue
        if gap:
            keywords[name] = case_args[name]
        else:
            positional.append(case_args[name])
    unknown = set(case_args) - set(param_names)
    if unknown:
        raise KeyError(f"case gives arguments the function does not take: {sorted(unknown)}")
    return positional, keywords

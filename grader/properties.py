"""Property checks that teach: relations a right answer must satisfy, checked in the parent.

Each check receives the case, the submission's outputs and a ``call`` function that runs the
submission once more on other inputs (for invariances). It returns ``None`` when the property
holds, else a (message key, params) pair.
"""

from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .cases import Case

Check = Callable[[Case, dict[str, np.ndarray], Callable[[dict[str, Any]], list | None]], tuple[str, dict] | None]


def _mask_of(case: Case, shape: tuple[int, ...]) -> np.ndarray:
    mask = case.args.get("mask")
    if mask is None:
        return np.ones(shape, dtype=bool)
    return np.broadcast_to(np.asarray(mask, dtype=bool), shape)


def rows_sum_to_one(case: Case, out: dict[str, np.ndarray], call) -> tuple[str, dict] | None:
    w = out.get("weights")
    if w is None:
        return None
    allowed = _mask_of(case, w.shape)
    target = allowed.any(axis=-1).astype(np.float64)
    sums = w.astype(np.float64).sum(axis=-1)
    bad = np.abs(sums - target) > 1e-4
    if bad.any():
        where = tuple(int(i) for i in np.argwhere(bad)[0])
        return "prop_rows_sum", {"output": "weights", "where": where, "got": float(sums[where])}
    return None


def masked_weights_zero(case: Case, out: dict[str, np.ndarray], call) -> tuple[str, dict] | None:
    w = out.get("weights")
    if w is None or "mask" not in case.args or case.args["mask"] is None:
        return None
    masked = ~_mask_of(case, w.shape)
    bad = masked & (w != 0)
    if bad.any():
        where = tuple(int(i) for i in np.argwhere(bad)[0])
        return "prop_masked_zero", {"output": "weights", "where": where, "got": float(w[where])}
    return None


def causal_prefix_invariance(case: Case, out: dict[str, np.ndarray], call) -> tuple[str, dict] | None:
    """Perturb the keys/values of the last position; outputs of earlier queries must not move."""
    first = out.get("output")
    if first is None:
        return None
    args = {k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in case.args.items()}
    changed = False
    for name in ("k", "v", "x_kv"):
        if isinstance(args.get(name), np.ndarray) and args[name].ndim >= 2:
            args[name][..., -1, :] += 3.0
            changed = True
    if not changed:
        return None
    again = call(args)
    if not again:
        return None
    second = again[0]
    if second.shape != first.shape:
        return None
    q_len = first.shape[-2]
    k_len = args.get("k", args.get("x_kv")).shape[-2]
    # queries that may not see the last key under a bottom-right causal mask
    blind = [i for i in range(q_len) if (k_len - 1) > i + (k_len - q_len)]
    for i in blind:
        if not np.allclose(first[..., i, :], second[..., i, :], rtol=1e-6, atol=1e-9):
            return "prop_causal", {"where": i}
    return None


def split_merge_identity(case: Case, out: dict[str, np.ndarray], call) -> tuple[str, dict] | None:
    heads = out.get("heads")
    x = case.args.get("x")
    if heads is None or x is None or heads.ndim != 4:
        return None
    b, h, t, d = heads.shape
    merged = heads.transpose(0, 2, 1, 3).reshape(b, t, h * d)  # (batch, seq_len, d_model)
    if merged.shape != x.shape:
        return None
    err = float(np.max(np.abs(merged - x))) if x.size else 0.0
    if err > 1e-12:
        return "prop_split_merge", {"err": err}
    return None


def new_arrays(case: Case, out: dict[str, np.ndarray], call) -> tuple[str, dict] | None:
    """Outputs that are views of an input: decided in grader.compare from what the child reports."""
    return None


CHECKS: dict[str, Check] = {
    "new_arrays": new_arrays,
    "rows_sum_to_one": rows_sum_to_one,
    "masked_weights_zero": masked_weights_zero,
    "causal_prefix_invariance": causal_prefix_invariance,
    "split_merge_identity": split_merge_identity,
}

"""The playground's step-through of scaled dot-product attention, with every intermediate kept:

    E → Q, K, V → scores Q·Kᵀ → scaled by 1/√d_k → masked (−∞) → softmax → weights·V (ΔE) → E + ΔE

Computed in the app's trusted process with the built-in pack's reference functions (softmax,
masks, split/merge heads) where they exist, else with :mod:`dojo.attention_math`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from . import demo
from .attention_math import reference_by_name

MASKS = ("none", "causal", "padding")
STEPS = ("embed", "scores", "scaled", "masked", "softmax", "weighted", "update")
N_PAD = 2


@dataclass(frozen=True)
class Steps:
    tokens: list[str]
    labels: list[str]
    unknown: list[str]
    heads: int
    d_k: int
    E: np.ndarray        # (T, d_model)
    Q: np.ndarray        # (T, d_model)
    K: np.ndarray
    V: np.ndarray
    mask: np.ndarray | None   # (T, T) bool, True = may attend
    scores: np.ndarray   # (heads, T, T)
    scaled: np.ndarray   # (heads, T, T)
    masked: np.ndarray   # (heads, T, T), −∞ where masked
    weights: np.ndarray  # (heads, T, T)
    delta: np.ndarray    # (T, d_model) = merge(weights @ V_heads) @ W_O
    new: np.ndarray      # (T, d_model) = E + ΔE


def compute(text_or_tokens: str | list[str], mask: str = "none", heads: int = 1) -> Steps:
    if mask not in MASKS:
        raise ValueError(f"mask must be one of {MASKS}, got {mask!r}")
    tokens = demo.tokenize(text_or_tokens) if isinstance(text_or_tokens, str) else list(text_or_tokens)
    if not tokens:
        raise ValueError("no tokens")
    if demo.D_MODEL % heads:
        raise ValueError(f"d_model={demo.D_MODEL} is not divisible by heads={heads}")
    T_real = len(tokens)
    if mask == "padding":
        tokens = demo.pad_tokens(tokens, N_PAD)
    T = len(tokens)
    E, unknown = demo.embed(tokens)
    softmax = reference_by_name("softmax")
    split = reference_by_name("split_heads")
    merge = reference_by_name("merge_heads")
    Q, K, V = E @ demo.W_Q, E @ demo.W_K, E @ demo.W_V
    q, k, v = (split(a[None], heads)[0] for a in (Q, K, V))  # (heads, T, d_k)
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2)  # (heads, T, T)
    scaled = scores / np.sqrt(d_k)
    m = None
    if mask == "causal":
        m = np.asarray(reference_by_name("causal_mask")(T), dtype=bool)
    elif mask == "padding":
        pm = np.asarray(reference_by_name("padding_mask")(np.array([T_real]), T), dtype=bool)  # (1, T)
        m = np.broadcast_to(pm, (T, T)).copy()
    masked = scaled if m is None else np.where(m, scaled, -np.inf)
    weights = softmax(masked, axis=-1)
    out = weights @ v  # (heads, T, d_k)
    delta = merge(out[None])[0] @ demo.W_O  # (T, d_model)
    return Steps(tokens=tokens, labels=demo.labels(tokens), unknown=unknown, heads=heads, d_k=d_k, E=E, Q=Q, K=K,
                 V=V, mask=m, scores=scores, scaled=scaled, masked=masked, weights=weights, delta=delta,
                 new=E + delta)


def gains(steps: Steps, index: int, feature_names: list[str], top: int = 3) -> list[tuple[str, float]]:
    """The features a token gained most from its context (largest ΔE entries)."""
    d = steps.delta[index]
    order = np.argsort(-d)[:top]
    return [(feature_names[i], float(d[i])) for i in order if d[i] > 0.05]

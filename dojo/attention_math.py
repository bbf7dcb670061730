"""Attention in plain numpy for the pictures: the playground's step-through and the demo reference.

The app prefers the pack's own references (``grader.reference``, trusted process); these functions
stand in when a pack has no such exercise or ships without ``solutions/`` (a released student pack).
They follow design.md: True = may attend, −∞ before softmax, a fully masked row gives zeros,
bottom-right aligned causal masks, scores scaled by 1/sqrt(d_k), row-vector projections.
"""

from __future__ import annotations

from typing import Callable

import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(x - m)
    total = np.sum(e, axis=axis, keepdims=True)
    return np.divide(e, total, out=np.zeros_like(e), where=total > 0).astype(x.dtype, copy=False)


def causal_mask(q_len, k_len=None):
    k_len = q_len if k_len is None else k_len
    i = np.arange(q_len)[:, None]
    j = np.arange(k_len)[None, :]
    return j <= i + (k_len - q_len)  # (q_len, k_len)


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len)[None, :] < lengths[:, None]  # (batch, max_len)


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_k)  # (..., q_len, k_len)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    weights = softmax(scores, axis=-1)
    return weights @ v, weights  # (..., q_len, d_v), (..., q_len, k_len)


def split_heads(x, num_heads):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError(f"d_model={d} is not divisible by num_heads={num_heads}")
    return x.reshape(b, t, num_heads, d // num_heads).transpose(0, 2, 1, 3)  # (B, nh, T, hs)


def merge_heads(x):
    b, h, t, hs = x.shape
    return x.transpose(0, 2, 1, 3).reshape(b, t, h * hs)  # (B, T, nh*hs)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    q = split_heads(x_q @ w_q, num_heads)   # (B, nh, Tq, hs)
    k = split_heads(x_kv @ w_k, num_heads)  # (B, nh, Tk, hs)
    v = split_heads(x_kv @ w_v, num_heads)  # (B, nh, Tk, hs)
    out, weights = scaled_dot_product_attention(q, k, v, mask)
    return merge_heads(out) @ w_o, weights  # (B, Tq, d_model), (B, nh, Tq, Tk)


FALLBACK: dict[str, Callable] = {
    "softmax": softmax,
    "causal_mask": causal_mask,
    "padding_mask": padding_mask,
    "scaled_dot_product_attention": scaled_dot_product_attention,
    "split_heads": split_heads,
    "merge_heads": merge_heads,
    "multi_head_attention": multi_head_attention,
}


def reference_function(pack, exercise) -> Callable | None:
    """The pack's reference for an exercise (trusted process), else this module's version by id."""
    if pack is not None and exercise is not None and pack.has_solutions:
        try:
            from grader.reference import load_hidden

            return load_hidden(pack, exercise).reference
        except Exception:  # a pack mid-edit: fall back to the app's own implementation
            pass
    return FALLBACK.get(getattr(exercise, "id", None) or "")


def reference_by_name(name: str) -> Callable:
    """The built-in pack's reference for ``name`` when it exists and loads, else the fallback here."""
    try:
        from grader.engine import get_pack

        pack = get_pack()
        if name in pack.exercises:
            fn = reference_function(pack, pack.get(name))
            if fn is not None:
                return fn
    except Exception:
        pass
    return FALLBACK[name]

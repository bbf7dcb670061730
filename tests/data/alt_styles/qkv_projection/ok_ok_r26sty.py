# CORRECT: one helper projection via einsum mapped over (weight, bias) pairs, each bias handled independently.
import numpy as np


def _project(x, w, b):
    w = np.asarray(w)
    if w.ndim != 2 or w.shape[0] != x.shape[-1]:
        raise ValueError(f"x has {x.shape[-1]} features but weight is {w.shape}")
    y = np.einsum("...sd,de->...se", x, w)
    if b is not None:
        y = y + np.asarray(b)
    return y.astype(x.dtype, copy=False)


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    if x.ndim < 2:
        raise ValueError("x must be (..., seq_len, d_model)")
    return tuple(map(lambda wb: _project(x, *wb), ((w_q, b_q), (w_k, b_k), (w_v, b_v))))

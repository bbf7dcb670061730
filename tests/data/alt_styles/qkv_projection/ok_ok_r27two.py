# CORRECT: a small helper for x @ W (+ b when given), applied three times, dtype kept.
import numpy as np


def _linear(x, w, b):
    y = np.matmul(x, w)
    if b is not None:
        y = y + b
    return y.astype(x.dtype, copy=False)


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    for w in (w_q, w_k, w_v):
        if np.shape(w)[0] != x.shape[-1]:
            raise ValueError(f"weight expects {np.shape(w)[0]} input features, x has {x.shape[-1]}")
    return _linear(x, w_q, b_q), _linear(x, w_k, b_k), _linear(x, w_v, b_v)

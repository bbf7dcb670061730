# CORRECT: a small helper applies x @ W (+ b when b is not None) to each of the three weights.
import numpy as np


def _proj(x, w, b):
    out = x @ w
    if b is not None:
        out = out + b
    return out.astype(np.result_type(x.dtype, w.dtype), copy=False)


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    return _proj(x, w_q, b_q), _proj(x, w_k, b_k), _proj(x, w_v, b_v)

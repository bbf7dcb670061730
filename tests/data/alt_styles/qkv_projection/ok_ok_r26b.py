# CORRECT: one linear helper with an explicit feature-size check, each bias added only when given.
import numpy as np


def _linear(x, w, b):
    if x.shape[-1] != w.shape[0]:
        raise ValueError(f"x has {x.shape[-1]} features but weight expects {w.shape[0]}")
    y = x @ w
    if b is not None:
        y = y + b
    return y.astype(x.dtype, copy=False)


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    return _linear(x, w_q, b_q), _linear(x, w_k, b_k), _linear(x, w_v, b_v)

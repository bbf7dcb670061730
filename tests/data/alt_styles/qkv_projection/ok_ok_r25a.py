import numpy as np


def _proj(x, w, b):
    if x.shape[-1] != w.shape[0]:
        raise ValueError(f"x has {x.shape[-1]} features but the weight expects {w.shape[0]}")
    y = x @ w
    if b is not None:
        y = y + b
    return y


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    return _proj(x, w_q, b_q), _proj(x, w_k, b_k), _proj(x, w_v, b_v)

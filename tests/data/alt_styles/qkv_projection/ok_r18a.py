import numpy as np


def _lin(x, w, b):
    if x.shape[-1] != w.shape[0]:
        raise ValueError(f"x has {x.shape[-1]} features, weight expects {w.shape[0]}")
    y = np.matmul(x, w)
    if b is not None:
        y = y + b
    return y.astype(np.result_type(x, w), copy=False)


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    return _lin(x, w_q, b_q), _lin(x, w_k, b_k), _lin(x, w_v, b_v)

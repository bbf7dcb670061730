import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    for name, w in (("w_q", w_q), ("w_k", w_k), ("w_v", w_v)):
        if np.ndim(w) != 2 or x.shape[-1] != np.shape(w)[0]:
            raise ValueError(f"x has {x.shape[-1]} features but {name} has shape {np.shape(w)}")
    q = x @ w_q
    k = x @ w_k
    v = x @ w_v
    if b_q is not None:
        q = q + b_q
    if b_k is not None:
        k = k + b_k
    if b_v is not None:
        v = v + b_v
    dt = x.dtype
    return q.astype(dt, copy=False), k.astype(dt, copy=False), v.astype(dt, copy=False)

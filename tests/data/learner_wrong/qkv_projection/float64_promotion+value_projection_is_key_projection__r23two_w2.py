# MISTAKE: Copy-paste slip: the values are computed with the key weights (v = x @ w_k) instead of w_v.
# MISTAKE: x is converted with np.asarray(x, dtype=float), so float32 inputs produce float64 q, k, v.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x, dtype=float)
    if x.shape[-1] != w_q.shape[0]:
        raise ValueError(f"x has {x.shape[-1]} features, w_q expects {w_q.shape[0]}")
    q = x @ w_q
    k = x @ w_k
    v = x @ w_k
    if b_q is not None:
        q = q + b_q
    if b_k is not None:
        k = k + b_k
    if b_v is not None:
        v = v + b_v
    return q, k, v

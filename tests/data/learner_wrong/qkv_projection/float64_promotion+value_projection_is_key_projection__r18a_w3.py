# MISTAKE: (1) copy-paste slip: v is computed with w_k instead of w_v; (2) casts x to float64 first, so float32 in -> float64 out.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x, dtype=np.float64)
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

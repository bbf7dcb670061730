# MISTAKE: Biases are treated all-or-nothing: they are added only when b_q, b_k and b_v are all given, so a single missing bias (e.g. b_k=None) drops the other two as well.
# MISTAKE: x is converted with np.asarray(x, dtype=float), so float32 inputs produce float64 q, k, v.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x, dtype=float)
    q = x @ w_q
    k = x @ w_k
    v = x @ w_v
    if b_q is not None and b_k is not None and b_v is not None:
        q = q + b_q
        k = k + b_k
        v = v + b_v
    return q, k, v

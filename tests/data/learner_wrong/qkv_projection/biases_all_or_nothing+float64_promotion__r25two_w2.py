# MISTAKE: Biases are all-or-nothing: they are added only when b_q, b_k and b_v are ALL given, so a single provided bias (e.g. b_k=None, b_q given) is silently ignored.
# MISTAKE: The projection is done on x.astype(np.float64), so float32 inputs return float64 q, k, v.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x).astype(np.float64)
    q = x @ w_q
    k = x @ w_k
    v = x @ w_v
    if b_q is not None and b_k is not None and b_v is not None:
        q = q + b_q
        k = k + b_k
        v = v + b_v
    return q, k, v

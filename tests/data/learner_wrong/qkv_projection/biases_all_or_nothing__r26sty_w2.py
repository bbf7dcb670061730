# MISTAKE: all three biases are added under a single "if b_q is not None" test, so b_q given with b_k=None crashes with a TypeError (and b_k/b_v are ignored when only b_q is None).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    q, k, v = (np.matmul(x, w) for w in (w_q, w_k, w_v))
    if b_q is not None:
        q = q + b_q
        k = k + b_k
        v = v + b_v
    return tuple(t.astype(x.dtype, copy=False) for t in (q, k, v))

# MISTAKE: Biases are only added when all three are given; if any one is None (e.g. b_k=None with b_q and b_v set) no bias at all is applied, although each bias is optional on its own.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    q = x @ w_q
    k = x @ w_k
    v = x @ w_v
    if b_q is not None and b_k is not None and b_v is not None:
        q = q + b_q
        k = k + b_k
        v = v + b_v
    return q, k, v

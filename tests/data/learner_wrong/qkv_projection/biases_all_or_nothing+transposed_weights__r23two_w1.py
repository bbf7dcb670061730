# MISTAKE: Applies the weights PyTorch-style as x @ W.T instead of x @ W (silently wrong for square weights).
# MISTAKE: Biases are only added when all three are given; if any one bias is None (e.g. b_k), the other biases are dropped too.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    q = x @ w_q.T
    k = x @ w_k.T
    v = x @ w_v.T
    if b_q is not None and b_k is not None and b_v is not None:
        q = q + b_q
        k = k + b_k
        v = v + b_v
    return q, k, v

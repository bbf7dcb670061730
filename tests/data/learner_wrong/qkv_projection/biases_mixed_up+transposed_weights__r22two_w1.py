# MISTAKE: Multiplies by the transposed weights (x @ W.T, PyTorch nn.Linear habit) instead of x @ W.
# MISTAKE: Copy-paste slip: the key is shifted by b_v instead of b_k (and the value by b_k).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = x @ w_q.T
    k = x @ w_k.T
    v = x @ w_v.T
    if b_q is not None:
        q = q + b_q
    if b_v is not None:
        k = k + b_v
    if b_k is not None:
        v = v + b_k
    return q, k, v

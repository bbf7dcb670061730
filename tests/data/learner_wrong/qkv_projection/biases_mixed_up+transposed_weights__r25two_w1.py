# MISTAKE: Applies the weights in PyTorch's nn.Linear orientation (x @ W.T) instead of x @ W.
# MISTAKE: Copy-paste slip: the key bias uses b_q (k = ... + b_q) instead of b_k.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    q = x @ w_q.T
    k = x @ w_k.T
    v = x @ w_v.T
    if b_q is not None:
        q = q + b_q
    if b_q is not None:
        k = k + b_q
    if b_v is not None:
        v = v + b_v
    return q, k, v

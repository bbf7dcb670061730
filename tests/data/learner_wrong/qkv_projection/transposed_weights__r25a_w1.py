# MISTAKE: Uses the PyTorch nn.Linear convention x @ W.T, although the weights here are already (d_in, d_out) and must not be transposed.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    q = x @ w_q.T
    k = x @ w_k.T
    v = x @ w_v.T
    if b_q is not None:
        q = q + b_q
    if b_k is not None:
        k = k + b_k
    if b_v is not None:
        v = v + b_v
    return q, k, v

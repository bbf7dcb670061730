# MISTAKE: Applies the weights in PyTorch's nn.Linear way, x @ W.T, although our weights are already (d_in, d_out) and must be used as x @ W.
# MISTAKE: Tests the optional biases with `if b_q:` (truthiness of an array) instead of `is not None`, which raises ValueError for any bias with more than one element.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = x @ w_q.T
    k = x @ w_k.T
    v = x @ w_v.T
    if b_q:
        q = q + b_q
    if b_k:
        k = k + b_k
    if b_v:
        v = v + b_v
    return q, k, v

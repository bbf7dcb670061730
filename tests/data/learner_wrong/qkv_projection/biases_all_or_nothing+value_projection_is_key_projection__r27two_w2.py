# MISTAKE: the biases are treated as all-or-nothing based on b_q, so giving b_q without b_k (or b_v) crashes with a TypeError, and b_k/b_v given without b_q are ignored.
# MISTAKE: the values are computed with w_k instead of w_v (v = x @ w_k).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = x @ w_q
    k = x @ w_k
    v = x @ w_k
    if b_q is not None:
        q = q + b_q
        k = k + b_k
        v = v + b_v
    return q, k, v

# Two mistakes: values are projected with w_k instead of w_v, and b_k is added to k AND v (b_v never used).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = x @ w_q
    k = x @ w_k
    v = x @ w_k
    if b_q is not None:
        q = q + b_q
    if b_k is not None:
        k = k + b_k
        v = v + b_k
    return q, k, v

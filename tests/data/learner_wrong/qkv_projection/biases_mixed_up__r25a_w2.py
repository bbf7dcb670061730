# MISTAKE: Copy-paste slip in the key bias: when b_k is given, k gets b_q added instead of b_k.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    q = x @ w_q
    k = x @ w_k
    v = x @ w_v
    if b_q is not None:
        q = q + b_q
    if b_k is not None:
        k = k + b_q
    if b_v is not None:
        v = v + b_v
    return q, k, v

# MISTAKE: wrong input used -- copy-paste slip: the key bias line adds b_q instead of b_k (k gets the query bias; b_k is ignored).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = x @ w_q
    k = x @ w_k
    v = x @ w_v
    if b_q is not None:
        q = q + b_q
    if b_q is not None:
        k = k + b_q
    if b_v is not None:
        v = v + b_v
    return q, k, v

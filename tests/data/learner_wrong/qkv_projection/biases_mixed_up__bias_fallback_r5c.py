# mistake: a missing b_k borrows b_q ("k and q share a bias"), so b_k=None with b_q given adds b_q to k
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    if b_k is None:
        b_k = b_q
    q = x @ w_q
    k = x @ w_k
    v = x @ w_v
    if b_q is not None:
        q = q + b_q
    if b_k is not None:
        k = k + b_k
    if b_v is not None:
        v = v + b_v
    return q, k, v

# MISTAKE: the biases are added only when ALL three are given; if any bias is None, none is applied (biases not treated independently).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = np.matmul(x, w_q)
    k = np.matmul(x, w_k)
    v = np.matmul(x, w_v)
    if b_q is not None and b_k is not None and b_v is not None:
        q = q + b_q
        k = k + b_k
        v = v + b_v
    return q, k, v

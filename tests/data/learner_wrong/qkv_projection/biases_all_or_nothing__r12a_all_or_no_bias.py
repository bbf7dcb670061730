# Wrong: adds the biases only when all three are given (one combined guard), so when any bias is None the other given biases are silently dropped.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    q = x @ w_q
    k = x @ w_k
    v = x @ w_v
    if b_q is not None and b_k is not None and b_v is not None:
        q, k, v = q + b_q, k + b_k, v + b_v
    return q, k, v

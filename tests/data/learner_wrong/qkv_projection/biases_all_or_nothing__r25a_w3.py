# MISTAKE: Biases are treated as all-or-nothing: they are added only when b_q, b_k and b_v are all given, so a single optional bias (e.g. b_k=None) drops the other biases too.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    q = x @ w_q
    k = x @ w_k
    v = x @ w_v
    use_bias = b_q is not None and b_k is not None and b_v is not None
    if use_bias:
        q = q + b_q
        k = k + b_k
        v = v + b_v
    return q, k, v

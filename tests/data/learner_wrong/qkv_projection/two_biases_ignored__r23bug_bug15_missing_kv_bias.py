# SOURCE: https://github.com/shadowpa0327/Palu/pull/8
# MISTAKE: Only the query projection gets its bias; b_k and b_v are silently dropped (the k/v projections are computed as plain x @ w_k and x @ w_v even when biases are given).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    q = x @ w_q
    if b_q is not None:
        q = q + b_q
    k = x @ w_k
    v = x @ w_v
    return q, k, v

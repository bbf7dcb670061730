# MISTAKE: the result is reshaped to (x.shape[0], x.shape[1], -1), hard-coding a 3-D input, so 2-D (seq_len, d_model) and 4-D inputs get the wrong shape or raise.
# MISTAKE: biases are only added when all three of b_q, b_k, b_v are given, so a single provided bias (e.g. only b_q) is silently ignored.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    d = x.shape[-1]
    for w in (w_q, w_k, w_v):
        if w.shape[0] != d:
            raise ValueError("weight does not match d_model")
    flat = x.reshape(-1, d)
    q = flat @ w_q
    k = flat @ w_k
    v = flat @ w_v
    if b_q is not None and b_k is not None and b_v is not None:
        q = q + b_q
        k = k + b_k
        v = v + b_v
    shape = (x.shape[0], x.shape[1], -1)
    return q.reshape(shape), k.reshape(shape), v.reshape(shape)

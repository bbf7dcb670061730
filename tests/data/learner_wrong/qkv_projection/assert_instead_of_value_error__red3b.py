import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    # mistake: checks the feature size with assert (AssertionError, and nothing under python -O) instead of ValueError
    for w in (w_q, w_k, w_v):
        assert x.shape[-1] == w.shape[0], "feature size mismatch"
    q, k, v = x @ w_q, x @ w_k, x @ w_v
    if b_q is not None:
        q = q + b_q
    if b_k is not None:
        k = k + b_k
    if b_v is not None:
        v = v + b_v
    return q, k, v

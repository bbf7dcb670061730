# WRONG: copy-paste: v = x @ w_q (+ b_v) instead of x @ w_v; crashes when d_v != d_k (bias shape), wrong values otherwise. Everything else right.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    for w in (w_q, w_k, w_v):
        if x.shape[-1] != w.shape[0]:
            raise ValueError("feature size mismatch")
    q = x @ w_q
    k = x @ w_k
    v = x @ w_q
    if b_q is not None:
        q = q + b_q
    if b_k is not None:
        k = k + b_k
    if b_v is not None:
        v = v + b_v
    return q, k, v

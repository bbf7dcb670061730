# MISTAKE: the defensive shape check also requires w_k and w_v to have exactly the shape of w_q, so a value projection with a different d_v (allowed by the prompt) wrongly raises ValueError.
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    if w_q.ndim != 2 or x.shape[-1] != w_q.shape[0]:
        raise ValueError(f"x has {x.shape[-1]} features but w_q is {w_q.shape}")
    if w_k.shape != w_q.shape or w_v.shape != w_q.shape:
        raise ValueError("w_q, w_k and w_v must have the same shape")

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

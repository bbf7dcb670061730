# MISTAKE: The hand-written shape check also requires w_v to have the same output size as w_q, so a valid d_v != d_k raises ValueError (the prompt says w_v may have a different d_out).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    d_model = x.shape[-1]
    if w_q.shape[0] != d_model or w_k.shape[0] != d_model or w_v.shape[0] != d_model:
        raise ValueError("weights must have d_model rows")
    if w_q.shape != w_k.shape or w_k.shape != w_v.shape:
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

# mistake: flattens x to (-1, d_model) for the matmul and never restores the leading axes (wrong shape for batch > 1 / 3-D x)
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    d = x.shape[-1]
    if d != w_q.shape[0] or d != w_k.shape[0] or d != w_v.shape[0]:
        raise ValueError("feature size mismatch")
    x2 = x.reshape(-1, d)
    q = x2 @ w_q + (0 if b_q is None else b_q)
    k = x2 @ w_k + (0 if b_k is None else b_k)
    v = x2 @ w_v + (0 if b_v is None else b_v)
    return q.astype(x.dtype), k.astype(x.dtype), v.astype(x.dtype)

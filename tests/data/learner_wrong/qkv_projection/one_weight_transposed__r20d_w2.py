# MISTAKE: the value einsum reads w_v in PyTorch's (d_out, d_in) orientation ('od' -> x @ w_v.T),
# so v is wrong for a square w_v (and fails when d_v != d_model).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    for w in (w_q, w_k, w_v):
        if w.shape[0] != x.shape[-1]:
            raise ValueError("feature size mismatch")
    q = np.einsum('...sd,do->...so', x, w_q)
    k = np.einsum('...sd,do->...so', x, w_k)
    v = np.einsum('...sd,od->...so', x, w_v)
    if b_q is not None:
        q = q + b_q
    if b_k is not None:
        k = k + b_k
    if b_v is not None:
        v = v + b_v
    return q, k, v

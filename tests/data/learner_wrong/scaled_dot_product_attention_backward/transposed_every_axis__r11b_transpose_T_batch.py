# WRONG: uses .T (reverses ALL axes) for dP = grad_out @ v.T and dk = dS.T @ q, which only works for 2-D inputs; with batch/heads axes it gives shape errors or wrong results.
import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    c = 1.0 / math.sqrt(q.shape[-1])
    s = np.matmul(q, k.T) * c if q.ndim == 2 else np.einsum("...qd,...kd->...qk", q, k) * c
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = e / np.where(z == 0, 1, z)
    dv = p.T @ grad_out if p.ndim == 2 else np.einsum("...qk->...kq", p) @ grad_out
    dp = grad_out @ v.T
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = ds @ k * c
    dk = ds.T @ q * c
    return dq, dk, dv

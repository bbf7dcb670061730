# WRONG: forgets the 1/sqrt(d) factor in dq and dk (dq = dS k, dk = dS^T q); the forward P is scaled correctly.
import math
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    c = 1.0 / math.sqrt(q.shape[-1])
    s = q @ k.swapaxes(-1, -2) * c
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    p = e / np.where(z == 0, 1, z)
    dv = p.swapaxes(-1, -2) @ grad_out
    dp = grad_out @ v.swapaxes(-1, -2)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    return ds @ k, ds.swapaxes(-1, -2) @ q, dv

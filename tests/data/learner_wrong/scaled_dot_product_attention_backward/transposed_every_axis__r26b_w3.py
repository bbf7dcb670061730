# MISTAKE: transposes use .T / np.transpose, which reverse all axes, so inputs with batch or head axes give wrong results or a broadcasting error.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = 1.0 / np.sqrt(q.shape[-1])
    s = q @ k.T * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0.0
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)

    dv = p.T @ grad_out
    dp = grad_out @ v.T
    ds = p * (dp - (dp * p).sum(axis=-1, keepdims=True))
    dq = ds @ k * scale
    dk = ds.T @ q * scale
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)

# MISTAKE: transposes with .T, which reverses ALL axes; correct for 2-D inputs but wrong (scrambled or failing) as soon as q, k, v have leading batch/head axes.
import numpy as np


def _softmax(s):
    mx = s.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    z = e.sum(axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    inv = 1.0 / np.sqrt(q.shape[-1])
    s = (q @ k.T) * inv
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    p = _softmax(s)
    dv = p.T @ grad_out
    dp = grad_out @ v.T
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = ds @ k * inv
    dk = ds.T @ q * inv
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)

# MISTAKE: dk is computed as dS^T q without the 1/sqrt(d) factor (only dq is scaled).
# MISTAKE: The softmax backward subtracts rowsum(dP) instead of rowsum(dP * P): dS = P * (dP - sum(dP, -1)).
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    scale = 1.0 / np.sqrt(d)
    s = q @ np.swapaxes(k, -1, -2) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    z = e.sum(axis=-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - dp.sum(axis=-1, keepdims=True))
    dq = ds @ k * scale
    dk = np.swapaxes(ds, -1, -2) @ q
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)

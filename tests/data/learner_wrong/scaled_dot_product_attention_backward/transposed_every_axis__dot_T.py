# mistake: .T (reverses every axis) instead of swapping the last two -- right only for 2-D inputs
import numpy as np

def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    sc = 1.0 / np.sqrt(q.shape[-1])
    s = q @ k.T * sc if q.ndim == 2 else q @ np.swapaxes(k, -1, -2) * sc
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True); m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m); z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    dv = p.T @ grad_out
    dp = grad_out @ v.T
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = ds @ k * sc
    dk = ds.T @ q * sc
    return dq.astype(q.dtype), dk.astype(q.dtype), dv.astype(q.dtype)

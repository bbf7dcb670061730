# CORRECT: recompute P with a safe masked softmax, then dv, dP, dS, dq, dk with swapaxes on the last two axes.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    dt = q.dtype
    scale = 1.0 / np.sqrt(q.shape[-1])
    kt = np.swapaxes(k, -1, -2)
    s = (q @ kt) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)

    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = (ds @ k) * scale
    dk = (np.swapaxes(ds, -1, -2) @ q) * scale
    return dq.astype(dt), dk.astype(dt), dv.astype(dt)

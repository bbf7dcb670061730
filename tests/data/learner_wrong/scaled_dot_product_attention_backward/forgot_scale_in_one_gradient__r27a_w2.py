# MISTAKE: dk is computed as dS^T q without the 1/sqrt(d) factor (only dq is scaled).
import numpy as np


def _probs(q, k, mask, scale):
    s = q @ np.swapaxes(k, -1, -2) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    top = s.max(-1, keepdims=True)
    top[~np.isfinite(top)] = 0.0
    e = np.exp(s - top)
    z = e.sum(-1, keepdims=True)
    z[z == 0] = 1.0
    return e / z


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    scale = 1.0 / np.sqrt(q.shape[-1])
    p = _probs(q, k, mask, scale)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = ds @ k * scale
    dk = np.swapaxes(ds, -1, -2) @ q
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)

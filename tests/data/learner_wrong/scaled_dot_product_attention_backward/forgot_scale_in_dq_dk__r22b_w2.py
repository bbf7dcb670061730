# MISTAKE: dq and dk are not multiplied by 1/sqrt(d): the chain rule through S = q k^T / sqrt(d) forgets the scale in the backward pass.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    scale = 1.0 / np.sqrt(d)
    s = (q @ np.swapaxes(k, -1, -2)) * scale
    if mask is None:
        allowed = np.ones(s.shape, bool)
    else:
        allowed = np.broadcast_to(np.asarray(mask, bool), s.shape)
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.where(allowed, np.exp(s - m), 0.0)
    z = e.sum(axis=-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(axis=-1, keepdims=True))
    dq = ds @ k
    dk = np.swapaxes(ds, -1, -2) @ q
    return (dq.astype(q.dtype, copy=False), dk.astype(k.dtype, copy=False),
            dv.astype(v.dtype, copy=False))

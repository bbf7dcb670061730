# CORRECT: recompute P with a safe softmax, then dv, dP, dS, dq, dk with swapaxes on the last two axes and the scale in both dq and dk.
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q, k, v, grad_out = (np.asarray(a) for a in (q, k, v, grad_out))
    dtype = q.dtype
    scale = 1.0 / np.sqrt(q.shape[-1])
    tr = lambda a: np.swapaxes(a, -1, -2)

    s = (q @ tr(k)) * scale
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)

    dv = tr(p) @ grad_out
    dp = grad_out @ tr(v)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = (ds @ k) * scale
    dk = (tr(ds) @ q) * scale
    return dq.astype(dtype), dk.astype(dtype), dv.astype(dtype)

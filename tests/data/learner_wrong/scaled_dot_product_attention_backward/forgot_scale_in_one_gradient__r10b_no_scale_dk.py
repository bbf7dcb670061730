# wrong: dk is missing the 1/sqrt(d) factor (dk = dS^T q); dq, dv and the forward are correct
import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    c = 1.0 / np.sqrt(q.shape[-1])
    s = (q @ np.swapaxes(k, -1, -2)) * c
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    den = e.sum(-1, keepdims=True)
    p = np.divide(e, den, out=np.zeros_like(e), where=den > 0)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - (dp * p).sum(-1, keepdims=True))
    dq = ds @ k * c
    dk = np.swapaxes(ds, -1, -2) @ q
    return dq.astype(q.dtype), dk.astype(k.dtype), dv.astype(v.dtype)

import numpy as np


def _safe_softmax(s):
    mx = s.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    tot = e.sum(axis=-1, keepdims=True)
    return np.where(tot > 0, e / np.where(tot > 0, tot, 1.0), 0.0)


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    grad_out = np.asarray(grad_out)
    dtype = q.dtype
    scale = 1.0 / np.sqrt(q.shape[-1])
    s = q @ np.swapaxes(k, -1, -2) * scale
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    p = _safe_softmax(s)
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = ds @ k * scale
    dk = np.swapaxes(ds, -1, -2) @ q * scale
    return dq.astype(dtype, copy=False), dk.astype(dtype, copy=False), dv.astype(dtype, copy=False)

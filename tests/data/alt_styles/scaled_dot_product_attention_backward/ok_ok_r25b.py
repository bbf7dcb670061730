import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v); g = np.asarray(grad_out)
    dtype = q.dtype
    d = q.shape[-1]
    sc = 1.0 / np.sqrt(d)
    s = q @ np.swapaxes(k, -1, -2) * sc
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    mx = s.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    dv = np.swapaxes(p, -1, -2) @ g
    dp = g @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = ds @ k * sc
    dk = np.swapaxes(ds, -1, -2) @ q * sc
    return dq.astype(dtype, copy=False), dk.astype(dtype, copy=False), dv.astype(dtype, copy=False)

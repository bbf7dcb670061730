import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    d = q.shape[-1]
    sc = q.dtype.type(1 / np.sqrt(d))
    s = q @ np.swapaxes(k, -1, -2) * sc
    if mask is not None:
        s = np.where(mask, s, q.dtype.type(-1e9))
    mx = s.max(-1, keepdims=True)
    mx = np.where(np.isneginf(mx), 0, mx)
    e = np.exp(s - mx)
    z = e.sum(-1, keepdims=True)
    p = e / np.where(z == 0, 1, z)
    if mask is not None:
        p = np.where(mask, p, 0).astype(q.dtype)  # zero the masked pairs: a fully masked row becomes all zeros
    dv = np.swapaxes(p, -1, -2) @ grad_out
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, axis=-1, keepdims=True))
    dq = ds @ k * sc
    dk = np.swapaxes(ds, -1, -2) @ q * sc
    return dq, dk, dv

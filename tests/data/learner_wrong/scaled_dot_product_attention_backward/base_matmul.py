import numpy as np


def scaled_dot_product_attention_backward(q, k, v, grad_out, mask=None):
    if q.shape[-1] != k.shape[-1] or k.shape[-2] != v.shape[-2]:
        raise ValueError("shapes")
    if grad_out.shape != q.shape[:-1] + (v.shape[-1],):
        raise ValueError("grad_out")
    c = q.shape[-1] ** -0.5
    s = q @ np.swapaxes(k, -1, -2) * c
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(-1, keepdims=True)
    e = np.exp(s - np.where(np.isfinite(m), m, 0))
    z = e.sum(-1, keepdims=True)
    p = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    dp = grad_out @ np.swapaxes(v, -1, -2)
    ds = p * (dp - np.sum(dp * p, -1, keepdims=True))
    return ds @ k * c, np.swapaxes(ds, -1, -2) @ q * c, np.swapaxes(p, -1, -2) @ grad_out

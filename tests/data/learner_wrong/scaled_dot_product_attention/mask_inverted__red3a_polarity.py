# mistake: mask polarity flipped (True treated as "hide this key")
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1]).astype(q.dtype)
    if mask is not None:
        s = np.where(mask, -np.inf, s).astype(s.dtype)
    m = s.max(-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(s.dtype)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return w @ v, w

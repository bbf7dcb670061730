# mistake: softmax over the query axis (-2) instead of the key axis
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1]).astype(q.dtype)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-2, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-2, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return w @ v, w

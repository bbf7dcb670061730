# mistake: mask applied after the softmax (weights zeroed but not renormalised)
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1]).astype(q.dtype)
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    w = e / e.sum(axis=-1, keepdims=True)
    if mask is not None:
        w = np.where(mask, w, 0).astype(w.dtype)
    return w @ v, w

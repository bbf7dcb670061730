# mistake: masked scores set to -1e9: a fully masked row averages every value instead of 0
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_k).astype(q.dtype)
    if mask is not None:
        s = np.where(mask, s, np.asarray(-1e9, dtype=s.dtype))
    s = s - s.max(axis=-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(axis=-1, keepdims=True)
    return w @ v, w

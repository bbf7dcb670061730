# mistake: no guard for fully masked rows: NaN weights and output
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1]).astype(q.dtype)
    if mask is not None:
        s = np.where(mask, s, -np.inf).astype(s.dtype)
    with np.errstate(invalid="ignore"):
        e = np.exp(s - s.max(axis=-1, keepdims=True))
        w = e / e.sum(axis=-1, keepdims=True)
    return w @ v, w

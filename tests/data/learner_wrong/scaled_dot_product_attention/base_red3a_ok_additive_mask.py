import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2) * (q.shape[-1] ** -0.5)
    if mask is not None:
        s = s + np.where(mask, 0.0, -np.inf).astype(s.dtype)
    with np.errstate(invalid="ignore"):
        e = np.exp(s - np.max(s, axis=-1, keepdims=True))
        w = e / e.sum(axis=-1, keepdims=True)
    w = np.nan_to_num(w, nan=0.0)
    return w @ v, w

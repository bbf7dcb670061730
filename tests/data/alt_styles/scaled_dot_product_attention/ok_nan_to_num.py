import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    dt = q.dtype
    s = np.einsum("...id,...jd->...ij", q, k) * dt.type(q.shape[-1] ** -0.5)
    if mask is not None:
        s = np.where(mask, s, dt.type(-np.inf))
    with np.errstate(invalid="ignore"):
        e = np.exp(s - np.max(s, axis=-1, keepdims=True))
        w = e / np.sum(e, axis=-1, keepdims=True)
    w = np.nan_to_num(w, nan=0.0).astype(dt)
    return np.einsum("...ij,...jd->...id", w, v).astype(dt), w

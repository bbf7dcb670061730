# MISTAKE: the mask is applied AFTER the softmax (weights * mask) instead of as -inf before it, so
# masked rows are not renormalised (rows no longer sum to 1).
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    dt = np.result_type(q, k, v)
    s = np.einsum('...id,...jd->...ij', q, k) / np.sqrt(q.shape[-1])
    s = s - s.max(axis=-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(axis=-1, keepdims=True)
    if mask is not None:
        w = w * np.asarray(mask, dtype=w.dtype)
    out = np.einsum('...ij,...jd->...id', w, v)
    return out.astype(dt), w.astype(dt)

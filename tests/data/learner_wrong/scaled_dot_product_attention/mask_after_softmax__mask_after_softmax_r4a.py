# wrong: applies the mask AFTER the softmax (weights * mask) with no renormalisation, so masked rows no longer sum to 1; dtype kept
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    s = np.einsum("...id,...jd->...ij", q, k) / np.sqrt(d_k).astype(q.dtype)
    s = s - s.max(axis=-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(axis=-1, keepdims=True)
    if mask is not None:
        w = w * mask
    out = np.einsum("...ij,...jd->...id", w, v)
    return out, w

# MISTAKE: the stabilising max is taken over the query axis (axis=-2) instead of the key axis, so the value subtracted differs within a row and the softmax is no longer the softmax of the scores.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    col_max = np.max(s, axis=-2, keepdims=True)
    col_max = np.where(np.isneginf(col_max), 0.0, col_max)
    e = np.exp(s - col_max)
    z = np.sum(e, axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    out = np.einsum("...qk,...kd->...qd", w, v)
    return out.astype(q.dtype), w.astype(q.dtype)

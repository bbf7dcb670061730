# mistake: scales by sqrt(v.shape[-1]) (d_v) instead of sqrt(d_k); only shows when d_v != d_k
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(v.shape[-1]).astype(q.dtype)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(scores - m)
    s = e.sum(-1, keepdims=True)
    w = np.divide(e, s, out=np.zeros_like(e), where=s != 0)
    return w @ v, w

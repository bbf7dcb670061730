# MISTAKE: softmax over the wrong axis -- normalises over the query axis (axis=-2) instead of the key axis (axis=-1).
import numpy as np


def _softmax(x, axis):
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(x - m)
    s = e.sum(axis=axis, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s > 0)


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    w = _softmax(scores, axis=-2).astype(q.dtype)
    return (w @ v).astype(q.dtype), w

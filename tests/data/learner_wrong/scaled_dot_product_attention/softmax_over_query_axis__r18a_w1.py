# MISTAKE: softmax taken over the QUERY axis (axis=-2) instead of the key axis (-1): columns sum to 1, not rows.
import numpy as np


def _softmax(z, axis):
    z = z - np.max(z, axis=axis, keepdims=True)
    z = np.where(np.isnan(z), -np.inf, z)
    ez = np.exp(z)
    s = ez.sum(axis=axis, keepdims=True)
    return np.divide(ez, s, out=np.zeros_like(ez), where=s > 0)


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = (q @ np.swapaxes(k, -1, -2)) / np.sqrt(d_k).astype(q.dtype)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    w = _softmax(scores, axis=-2)
    return w @ v, w

import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scale = np.asarray(1.0 / np.sqrt(q.shape[-1]), dtype=q.dtype)
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        scores = scores + np.where(mask, 0.0, -np.inf).astype(q.dtype)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m).astype(q.dtype)
    e = np.exp(scores - m)
    s = np.sum(e, axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(q.dtype)
    return np.matmul(w, v).astype(q.dtype), w

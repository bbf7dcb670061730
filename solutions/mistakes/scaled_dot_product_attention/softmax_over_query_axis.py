import numpy as np


def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    w = np.swapaxes(_safe_softmax(np.swapaxes(scores, -1, -2)), -1, -2)  # normalised over queries (axis -2)
    return np.matmul(w, v), w

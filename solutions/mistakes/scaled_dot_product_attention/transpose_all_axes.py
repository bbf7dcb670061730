import numpy as np


def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = np.matmul(q, k.T) / np.sqrt(q.shape[-1])  # k.T reverses ALL axes: only right for 2-D k
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    w = _safe_softmax(scores)
    return np.matmul(w, v), w

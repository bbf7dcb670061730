import numpy as np


def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0, m).astype(s.dtype)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scale = np.asarray(1.0 / np.sqrt(d_k), dtype=q.dtype)
    s = np.matmul(q, np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        s = np.where(mask, s, np.asarray(-np.inf, dtype=s.dtype))
    w = _safe_softmax(s)
    return np.matmul(w, v), w

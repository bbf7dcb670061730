# wrong: the mask is always used (np.where(mask, ...)), so the default mask=None crashes
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(np.asarray(d_k, dtype=q.dtype))
    scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf) if mask.ndim else scores
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0).astype(q.dtype)
    return w @ v, w

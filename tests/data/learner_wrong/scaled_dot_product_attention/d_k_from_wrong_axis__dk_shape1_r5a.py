# mistake: d_k = k.shape[1] (right for 2-D (k_len, d_k), but for batched input that is k_len)
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = k.shape[1]
    scores = q @ np.swapaxes(k, -2, -1) / np.sqrt(d_k).astype(q.dtype)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(scores - mx)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(q.dtype)
    return (w @ v).astype(q.dtype), w

# mistakes: k.T reverses ALL axes (wrong for batched/4-D input) AND float32 / np.sqrt(int) promotes to float64 (no cast back)
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = np.matmul(q, k.T) / np.sqrt(d_k)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m[np.isinf(m)] = 0
    e = np.exp(scores - m)
    denom = e.sum(axis=-1, keepdims=True)
    denom[denom == 0] = 1
    w = e / denom
    return np.matmul(w, v), w

# MISTAKE: transposes k with k.T, which reverses ALL axes, so batched (3-D/4-D) inputs fail or mix batch/head axes.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = q @ k.T / np.sqrt(d_k)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m[np.isinf(m)] = 0.0
    w = np.exp(scores - m)
    s = w.sum(axis=-1, keepdims=True)
    s[s == 0] = 1.0
    w = w / s
    return (w @ v).astype(q.dtype), w.astype(q.dtype)

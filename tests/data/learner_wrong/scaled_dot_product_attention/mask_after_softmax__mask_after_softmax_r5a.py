# mistake: applies the mask AFTER the softmax (weights * mask) without renormalising: rows no longer sum to 1
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(np.float32(d_k)).astype(q.dtype)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(axis=-1, keepdims=True)
    if mask is not None:
        w = w * mask
    w = w.astype(q.dtype)
    return (w @ v).astype(q.dtype), w

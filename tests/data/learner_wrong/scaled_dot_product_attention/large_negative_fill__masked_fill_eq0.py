# mistake: PyTorch habit masked_fill(mask == 0, -1e9): a fully masked row becomes uniform
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = np.matmul(q, np.swapaxes(k, -2, -1)) / np.sqrt(d_k)
    if mask is not None:
        scores = np.where(np.asarray(mask) == 0, -1e9, scores)
    scores = scores - scores.max(-1, keepdims=True)
    p = np.exp(scores)
    p = p / p.sum(-1, keepdims=True)
    return np.matmul(p, v).astype(q.dtype), p.astype(q.dtype)

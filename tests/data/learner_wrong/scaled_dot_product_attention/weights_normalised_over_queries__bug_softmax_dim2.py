# https://github.com/FudanNLP/fastNLP/issues/254
# softmax(dim=2): the key axis for 3-D (batch, q_len, k_len) scores, but the query axis once the
# scores are 4-D (batch, num_heads, q_len, k_len).
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    dim = 2 if scores.ndim >= 3 else -1
    m = scores.max(axis=dim, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(scores - m)
    s = e.sum(axis=dim, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(q.dtype)
    return (w @ v).astype(q.dtype), w

import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    # forgot the 1/sqrt(d_k) scale, and the softmax works in float64 and never casts back
    scores = np.matmul(q, np.swapaxes(k, -1, -2)).astype(np.float64)
    if mask is not None:
        scores = np.where(mask, scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(axis=-1, keepdims=True)
    return w @ v, w

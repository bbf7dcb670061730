# mistakes: masked scores filled with -1e9 (a fully masked row becomes a uniform average) AND masking with polarity inverted (np.where(mask, -1e9, s))
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scale = 1.0 / np.sqrt(q.shape[-1])
    scores = np.matmul(q, np.swapaxes(k, -2, -1)) * scale
    if mask is not None:
        scores = np.where(mask, -1e9, scores)
    scores = scores - np.max(scores, axis=-1, keepdims=True)
    w = np.exp(scores)
    w /= np.sum(w, axis=-1, keepdims=True)
    w = w.astype(q.dtype)
    return (w @ v).astype(q.dtype), w

# Wrong (two mistakes): scales by 1/sqrt(d_v) = 1/sqrt(v.shape[-1]) instead of 1/sqrt(d_k); and `scores / np.sqrt(int)` divides by a float64 scalar, so float32 inputs give float64 output and weights.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d = v.shape[-1]
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(d)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    e = np.exp(scores - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1.0), 0.0)
    return w @ v, w

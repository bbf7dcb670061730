# WRONG: no guard for fully masked rows (max is -inf, -inf - -inf = NaN: NaN weights and output instead of zeros); and dividing by np.sqrt(d_k) (a float64 scalar) upcasts float32 to float64.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = np.matmul(q, np.swapaxes(k, -2, -1)) / np.sqrt(d_k)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    scores = scores - np.max(scores, axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights = weights / np.sum(weights, axis=-1, keepdims=True)
    return weights @ v, weights

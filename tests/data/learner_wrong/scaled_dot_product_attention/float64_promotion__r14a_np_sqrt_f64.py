# Wrong: divides by np.sqrt(d_k) of a Python int (a float64 scalar), so float32 inputs give float64 output and weights; otherwise correct.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    mx = scores.max(axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    ex = np.exp(scores - mx)
    den = ex.sum(axis=-1, keepdims=True)
    den[den == 0] = 1
    w = ex / den
    return w @ v, w

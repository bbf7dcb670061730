# Wrong: no max subtraction (exp overflows for large scores -> inf/NaN), and the mask is applied after the softmax by multiplying the weights (rows no longer sum to 1).
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
    e = np.exp(scores)
    weights = e / e.sum(axis=-1, keepdims=True)
    if mask is not None:
        weights = weights * mask
    return weights @ v, weights

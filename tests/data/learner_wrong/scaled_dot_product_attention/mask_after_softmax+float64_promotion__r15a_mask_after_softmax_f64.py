# wrong: applies the mask AFTER the softmax (weights * mask, no renormalisation: masked rows do not sum to 1), AND divides by the numpy float64 np.sqrt(d_k) so float32 input returns float64
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    s = s - s.max(axis=-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(axis=-1, keepdims=True)
    if mask is not None:
        w = w * mask
    return w @ v, w

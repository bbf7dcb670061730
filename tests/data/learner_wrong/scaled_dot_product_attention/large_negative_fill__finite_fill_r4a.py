# wrong: masked scores set to -1e9 instead of -inf, so a fully masked row averages all keys (uniform weights, nonzero output); rest right
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    s = q @ np.swapaxes(k, -1, -2) / d_k ** 0.5
    if mask is not None:
        s = np.where(mask, s, s.dtype.type(-1e9))
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    w = e / e.sum(axis=-1, keepdims=True)
    return w @ v, w

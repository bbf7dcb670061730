# mistake: additive mask s + (1 - mask) * -1e9: a fully masked row keeps its ordinary softmax (the shift cancels)
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1]).astype(q.dtype)
    if mask is not None:
        s = s + (1.0 - np.asarray(mask, dtype=s.dtype)) * np.asarray(-1e9, s.dtype)
    e = np.exp(s - s.max(-1, keepdims=True))
    w = e / e.sum(-1, keepdims=True)
    return w @ v, w

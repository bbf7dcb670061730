# WRONG: the mask is applied AFTER the softmax (weights * mask, then renormalised): when a masked key's score is far above the allowed ones (large values), the allowed weights underflow to 0 and the row comes back all zero instead of a proper distribution over the allowed keys.
import math
import numpy as np


def _softmax(x):
    x = x - x.max(axis=-1, keepdims=True)
    e = np.exp(x)
    return e / e.sum(axis=-1, keepdims=True)


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
    w = _softmax(scores)
    if mask is not None:
        w = w * mask
        tot = w.sum(axis=-1, keepdims=True)
        w = np.divide(w, tot, out=np.zeros_like(w), where=tot > 0)
    return (w @ v).astype(q.dtype), w.astype(q.dtype)

# WRONG: masks with the finite -1e9 instead of -inf, so a fully masked query row gets uniform weights 1/k_len and the mean of v instead of zero weights and a zero output.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -1e9).astype(s.dtype)
    s = s - s.max(axis=-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(axis=-1, keepdims=True)
    return w @ v, w

# MISTAKE: finite stand-in -- masked scores are set to -1e9 instead of -inf, so a fully masked query row gets uniform weights 1/k_len (and a non-zero output) instead of zeros.
import math

import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    s = np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(d_k)
    if mask is not None:
        s = np.where(mask, s, -1e9).astype(s.dtype)
    s = s - s.max(axis=-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(axis=-1, keepdims=True)
    return np.matmul(w, v), w

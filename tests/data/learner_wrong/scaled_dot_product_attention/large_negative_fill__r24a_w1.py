# MISTAKE: masked scores are filled with the finite constant -1e9 instead of -inf, so a fully masked query row gets uniform weights (and an average of v) instead of all zeros.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    s = np.einsum("...qd,...kd->...qk", q, k) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -1e9).astype(s.dtype, copy=False)
    w = np.exp(s - s.max(axis=-1, keepdims=True))
    w = w / w.sum(axis=-1, keepdims=True)
    return np.einsum("...qk,...kd->...qd", w, v), w

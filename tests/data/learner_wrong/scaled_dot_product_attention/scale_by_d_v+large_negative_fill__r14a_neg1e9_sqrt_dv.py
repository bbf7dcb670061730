# Wrong: masked_fill with -1e9 (a fully masked row becomes uniform instead of zero), and scales by sqrt(d_v) = sqrt(v.shape[-1]) instead of sqrt(d_k).
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scale = 1.0 / math.sqrt(v.shape[-1])
    scores = np.einsum("...qd,...kd->...qk", q, k) * scale
    if mask is not None:
        scores = np.where(mask, scores, -1e9).astype(scores.dtype)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w /= w.sum(axis=-1, keepdims=True)
    return np.einsum("...qk,...kd->...qd", w, v), w

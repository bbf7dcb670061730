# MISTAKE: (1) forgotten/misplaced step -- the mask is applied AFTER the softmax (weights * mask) with no renormalisation, so masked rows no longer sum to 1; (2) wrong scale -- divides by sqrt(d_v) = sqrt(v.shape[-1]) instead of sqrt(d_k).
import math

import numpy as np


def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def scaled_dot_product_attention(q, k, v, mask=None):
    d = v.shape[-1]
    w = _softmax(np.einsum("...qd,...kd->...qk", q, k) / math.sqrt(d))
    if mask is not None:
        w = w * mask
    return np.einsum("...qk,...kd->...qd", w, v), w

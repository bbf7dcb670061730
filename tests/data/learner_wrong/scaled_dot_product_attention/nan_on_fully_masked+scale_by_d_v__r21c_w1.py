# MISTAKE: (1) the scale uses d_v = v.shape[-1] instead of d_k = q.shape[-1];
#          (2) no guard for a fully masked row: max is -inf, exp(-inf - -inf) = NaN weights and output.
import math
import numpy as np


def _softmax(s):
    s = s - s.max(axis=-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=-1, keepdims=True)


def scaled_dot_product_attention(q, k, v, mask=None):
    d = v.shape[-1]
    scores = np.einsum("...id,...jd->...ij", q, k) / math.sqrt(d)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    with np.errstate(invalid="ignore"):
        w = _softmax(scores).astype(q.dtype)
    return (w @ v).astype(q.dtype), w

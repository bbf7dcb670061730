# Bug report: https://github.com/flashinfer-ai/flashinfer/issues/4267
# The softmax max starts from a FINITE sentinel -5e4 ("-inf" = -math::inf = -5e4): m = max(-5e4, rowmax);
# when every score of a row is far below -5e4 all exp() underflow and the row silently becomes zeros.
import math

import numpy as np

NEG_SENTINEL = -5e4


def scaled_dot_product_attention(q, k, v, mask=None):
    s = np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.maximum(s.max(axis=-1, keepdims=True), NEG_SENTINEL).astype(s.dtype)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(s.dtype)
    return np.matmul(w, v), w

# CORRECT: log-space softmax -- weights = exp(s - logaddexp.reduce(s)) with rows whose log-sum-exp is -inf mapped to zeros.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    s = np.matmul(q, np.swapaxes(k, -1, -2)) * (1.0 / math.sqrt(q.shape[-1]))
    if mask is not None:
        s = np.where(np.asarray(mask, dtype=bool), s, -np.inf)
    lse = np.logaddexp.reduce(s, axis=-1, keepdims=True)
    empty = np.isneginf(lse)
    logw = s - np.where(empty, 0.0, lse)
    w = np.where(empty, 0.0, np.exp(logw)).astype(s.dtype, copy=False)
    out = np.matmul(w, v)
    return out, w

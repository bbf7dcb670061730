import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    dt = np.result_type(q, k, v)
    s = np.matmul(q, np.swapaxes(k, -1, -2)) * (1.0 / math.sqrt(q.shape[-1]))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    row_max = np.max(s, axis=-1, keepdims=True)
    row_max = np.where(np.isneginf(row_max), 0.0, row_max)
    e = np.exp(s - row_max)
    tot = np.sum(e, axis=-1, keepdims=True)
    w = e / np.where(tot > 0, tot, 1.0)
    w = w.astype(dt, copy=False)
    return (w @ v).astype(dt, copy=False), w

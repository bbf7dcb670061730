import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    dt = np.result_type(q, k, v)
    s = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    w = w.astype(dt, copy=False)
    return (w @ v).astype(dt, copy=False), w

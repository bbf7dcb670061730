import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    dt = np.result_type(q, k, v)
    s = np.matmul(q, np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = s.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0.0)
    e = np.exp(s - mx)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0).astype(dt, copy=False)
    out = np.matmul(w, v).astype(dt, copy=False)
    return out, w

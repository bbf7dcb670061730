import numpy as np
import math

def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0).astype(s.dtype)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return e / np.where(z == 0, 1, z).astype(s.dtype)

def scaled_dot_product_attention(q, k, v, mask=None):
    s = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        s = np.where(mask, s, -np.inf).astype(s.dtype, copy=False)
    w = _softmax(s)
    return w @ v, w

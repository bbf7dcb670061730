# wrong: softmax over the query axis (-2) instead of the key axis (-1); masking with -inf and the zero guard otherwise right, dtype kept
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2) / q.shape[-1] ** 0.5
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-2, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-2, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(s.dtype)
    return w @ v, w

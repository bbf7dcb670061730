# mistake: float32 in -> float64 out (float64 scale array, never cast back)
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scale = np.array(1.0) / np.sqrt(np.array(q.shape[-1], dtype=np.float64))
    s = (q @ np.swapaxes(k, -1, -2)) * scale[None]
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, z, out=np.zeros_like(e), where=z > 0)
    return w @ v, w

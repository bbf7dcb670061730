# WRONG: scales by 1/sqrt(d_v) (v.shape[-1]) instead of 1/sqrt(d_k) AND uses np.sqrt(int), a float64 scalar, so float32 inputs return float64
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    scale = 1.0 / np.sqrt(v.shape[-1])
    s = np.matmul(q, np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    mx = np.max(s, axis=-1, keepdims=True)
    mx[~np.isfinite(mx)] = 0
    e = np.exp(s - mx)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0)
    return w @ v, w

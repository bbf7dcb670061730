# URL: https://github.com/PAIR-code/tiny-transformers/issues/71
# Bug: the raw scores q @ k^T are never divided by sqrt(d_k) (no scaling at all); everything else correct.
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2)
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-1, keepdims=True)
    w = (e / np.where(z > 0, z, 1)).astype(q.dtype)
    return (w @ v).astype(q.dtype), w

# URL: https://github.com/nerminnuraydogan/vision-transformer/issues/1
# Bug: softmax is taken over the query axis (-2) instead of the key axis (-1), so columns, not rows, sum to 1; otherwise correct (scale, -inf mask, zero for all-masked slices).
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.dtype.type(q.shape[-1]))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    m = np.max(s, axis=-2, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(-2, keepdims=True)
    w = (e / np.where(z > 0, z, 1)).astype(q.dtype)
    return (w @ v).astype(q.dtype), w

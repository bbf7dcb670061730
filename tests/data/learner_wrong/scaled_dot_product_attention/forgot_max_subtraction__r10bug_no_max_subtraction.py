# URL: https://github.com/intel/xFasterTransformer/pull/326
# Bug: softmax exponentiates the scores without subtracting the row max (overflow -> inf/NaN for large scores); otherwise correct.
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    s = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.dtype.type(q.shape[-1]))
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    e = np.exp(s)
    z = e.sum(-1, keepdims=True)
    w = (e / np.where(z > 0, z, 1)).astype(q.dtype)
    return (w @ v).astype(q.dtype), w

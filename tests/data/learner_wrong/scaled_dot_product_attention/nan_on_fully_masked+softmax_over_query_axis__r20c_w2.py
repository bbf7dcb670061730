# MISTAKE: (1) no safe softmax: a fully masked row gives NaN weights/output instead of zeros; (2) the softmax is over the query axis (-2) instead of the key axis.
import numpy as np

def _softmax(s, axis):
    s = s - np.max(s, axis=axis, keepdims=True)
    e = np.exp(s)
    return e / np.sum(e, axis=axis, keepdims=True)

def scaled_dot_product_attention(q, k, v, mask=None):
    scale = 1.0 / np.sqrt(q.shape[-1])
    s = (q @ np.swapaxes(k, -1, -2)) * scale
    if mask is not None:
        s = np.where(mask, s, -np.inf)
    w = _softmax(s, axis=-2).astype(q.dtype)
    return (w @ v).astype(q.dtype), w

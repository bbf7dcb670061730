# WRONG (two mistakes): scores divided by d_k instead of sqrt(d_k), and the softmax does not subtract the row max (overflows to inf/NaN for large scores); masking with -inf and fully-masked rows are handled.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / q.dtype.type(d_k)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    e = np.exp(scores)
    s = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, s, out=np.zeros_like(e), where=s > 0)
    return w @ v, w

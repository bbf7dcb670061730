# SOURCE: https://github.com/ml-explore/mlx/issues/2395
# BUG: fast SDPA with a fully masked row in the boolean mask returns unexpected finite values
#      (not zeros, not NaN): the masked scores get a finite large negative value, so an all-masked
#      row softmaxes to a uniform average of the values instead of a zero ("safe softmax") output.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    dtype = np.result_type(q.dtype, k.dtype, v.dtype)
    d_k = q.shape[-1]
    scores = (q @ np.swapaxes(k, -1, -2)) / np.sqrt(d_k)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, np.finfo(scores.dtype).min)  # BUG
    m = np.max(scores, axis=-1, keepdims=True)
    e = np.exp(scores - m)
    w = e / np.sum(e, axis=-1, keepdims=True)
    out = w @ v
    return out.astype(dtype), w.astype(dtype)

# SOURCE: https://github.com/gabrielmittag/NISQA/issues/17
# BUG: the padding positions of `att` are set to -inf AFTER the softmax has already been computed
#      (att[~mask] = -inf on the weights), so the weighted sum gets -inf/NaN instead of 0 weight.
import numpy as np


def _softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    e = np.exp(s - m)
    return e / np.sum(e, axis=-1, keepdims=True)


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    w = _softmax(scores)
    if mask is not None:
        w = np.where(mask, w, -np.inf)  # BUG: mask applied to the weights, after softmax
    with np.errstate(invalid="ignore"):
        out = w @ v
    return out.astype(q.dtype, copy=False), w.astype(q.dtype, copy=False)

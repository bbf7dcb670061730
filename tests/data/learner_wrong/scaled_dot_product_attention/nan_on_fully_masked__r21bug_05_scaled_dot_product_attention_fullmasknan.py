# SOURCE: https://github.com/jadore801120/attention-is-all-you-need-pytorch/issues/5
# BUG: ScaledDotProductAttention sets masked scores to -inf before the softmax with no guard, so a
#      query whose keys are all masked (a padding row) gets -inf - (-inf) = NaN -> "nan loss".
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    with np.errstate(invalid="ignore"):
        m = np.max(scores, axis=-1, keepdims=True)
        e = np.exp(scores - m)          # BUG: all -inf row -> NaN, no safe-softmax guard
        w = e / np.sum(e, axis=-1, keepdims=True)
        out = w @ v
    return out.astype(q.dtype, copy=False), w.astype(q.dtype, copy=False)

# SOURCE: https://github.com/THUwangcy/ReChorus/issues/8
# BUG: Scores are masked_fill'ed with -inf and then softmaxed with no guard, so a query whose keys are
#      all masked gets NaN weights and a NaN output instead of zeros.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q); k = np.asarray(k); v = np.asarray(v)
    d_k = q.shape[-1]
    scores = (q @ np.swapaxes(k, -1, -2)) / np.sqrt(d_k).astype(q.dtype)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    mx = np.max(scores, axis=-1, keepdims=True)
    e = np.exp(scores - mx)                          # all -inf row -> nan (the reported bug)
    weights = (e / np.sum(e, axis=-1, keepdims=True)).astype(q.dtype, copy=False)
    out = (weights @ v).astype(q.dtype, copy=False)
    return out, weights

# MISTAKE: The softmax does not subtract the row maximum, so large scores overflow exp() to inf and give NaN weights.
# MISTAKE: Scales by 1/sqrt(d_v) using v.shape[-1] instead of 1/sqrt(d_k) from q.shape[-1].
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(v.shape[-1])
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    e = np.exp(scores)
    s = e.sum(axis=-1, keepdims=True)
    w = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(q.dtype, copy=False)
    out = (w @ v).astype(q.dtype, copy=False)
    return out, w

# MISTAKE: (1) scales by sqrt(d_v) (v.shape[-1]) instead of sqrt(d_k); (2) no guard for a fully masked row: max is -inf and the row becomes NaN.
import numpy as np

def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(v.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    w = np.exp(scores)
    w = w / w.sum(axis=-1, keepdims=True)
    return (w @ v).astype(q.dtype), w.astype(q.dtype)

# mistake: masks with boolean indexing scores[~mask] = -inf, which needs a mask of the scores' full shape (a broadcastable padding mask fails)
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1]).astype(q.dtype)
    if mask is not None:
        scores = scores.copy()
        scores[~np.asarray(mask, dtype=bool)] = -np.inf
    mx = scores.max(axis=-1, keepdims=True)
    mx = np.where(np.isfinite(mx), mx, 0)
    e = np.exp(scores - mx)
    tot = e.sum(axis=-1, keepdims=True)
    w = np.divide(e, tot, out=np.zeros_like(e), where=tot > 0)
    return w @ v, w

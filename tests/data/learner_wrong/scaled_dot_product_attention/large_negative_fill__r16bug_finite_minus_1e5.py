# https://github.com/TransformerLensOrg/TransformerLens/pull/366
# Bug: masked scores are set to the finite IGNORE value -1e5 instead of -inf: a fully masked row gets uniform weights (not zeros) and, when real scores fall below -1e5, masked keys get weight.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = (q @ np.swapaxes(k, -1, -2)) / np.sqrt(d_k).astype(q.dtype)
    if mask is not None:
        scores = np.where(mask, scores, scores.dtype.type(-1e5))
    m = scores.max(axis=-1, keepdims=True)
    e = np.exp(scores - m)
    w = (e / e.sum(axis=-1, keepdims=True)).astype(q.dtype)
    return (w @ v).astype(q.dtype), w

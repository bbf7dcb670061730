# MISTAKE: masked scores are set to -1e9 instead of -inf, so a fully masked query row gets uniform weights and the mean of the values instead of zeros.
# MISTAKE: the scale uses d_v = v.shape[-1] instead of d_k = q.shape[-1].
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d = v.shape[-1]
    scores = np.einsum("...qd,...kd->...qk", q, k) / float(np.sqrt(d))
    if mask is not None:
        scores = np.where(mask, scores, q.dtype.type(-1e9))
    scores = scores - np.max(scores, axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights /= np.sum(weights, axis=-1, keepdims=True)
    output = np.einsum("...qk,...kd->...qd", weights, v)
    return output.astype(q.dtype), weights.astype(q.dtype)

# SOURCE: https://github.com/microsoft/onnxscript/pull/2654
# MISTAKE: Masked scores are filled with the lowest finite float (np.finfo(dtype).min) instead of -inf to "avoid NaN"; a fully masked query row then has all-equal scores and gets uniform weights 1/k_len and the mean of v, instead of all-zero weights and a zero output.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_k)
    if mask is not None:
        lowest = np.finfo(scores.dtype).min
        scores = np.where(mask, scores, lowest)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    weights = e / e.sum(axis=-1, keepdims=True)
    out = weights @ v
    return out.astype(q.dtype), weights.astype(q.dtype)

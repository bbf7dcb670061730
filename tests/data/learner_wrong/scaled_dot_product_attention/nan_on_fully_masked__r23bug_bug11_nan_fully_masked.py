# SOURCE: https://github.com/pytorch/pytorch/issues/103963
# MISTAKE: The stable softmax subtracts the row max after masking with -inf; for a query row whose keys are all masked the max is -inf, so (-inf) - (-inf) = NaN and the weights and output become NaN instead of zeros.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    d_k = q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_k)
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    scores = scores - np.max(scores, axis=-1, keepdims=True)
    e = np.exp(scores)
    weights = e / np.sum(e, axis=-1, keepdims=True)
    weights = weights.astype(q.dtype, copy=False)
    output = (weights @ v).astype(q.dtype, copy=False)
    return output, weights

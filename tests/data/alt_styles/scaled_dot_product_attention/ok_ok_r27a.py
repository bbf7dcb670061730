# CORRECT: matmul with swapaxes on the last two axes, -inf masking, max-shifted safe softmax that zeros fully masked rows.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dtype = np.result_type(q.dtype, k.dtype, v.dtype)
    d_k = q.shape[-1]
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(d_k)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    row_max = np.max(scores, axis=-1, keepdims=True)
    row_max = np.where(np.isneginf(row_max), 0.0, row_max)
    ex = np.exp(scores - row_max)
    denom = np.sum(ex, axis=-1, keepdims=True)
    weights = np.divide(ex, denom, out=np.zeros_like(ex), where=denom > 0)
    weights = weights.astype(dtype, copy=False)
    output = np.matmul(weights, v).astype(dtype, copy=False)
    return output, weights

# CORRECT: swapaxes-based scores scaled by sqrt(d_k), -inf masking, max-shifted safe softmax, cast to input dtype.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q = np.asarray(q)
    k = np.asarray(k)
    v = np.asarray(v)
    dtype = np.result_type(q, k, v)
    d_k = q.shape[-1]
    scores = np.matmul(q, np.swapaxes(k, -1, -2)) / np.sqrt(d_k)
    if mask is not None:
        scores = np.where(np.asarray(mask, dtype=bool), scores, -np.inf)
    row_max = np.max(scores, axis=-1, keepdims=True)
    row_max = np.where(np.isfinite(row_max), row_max, 0.0)
    ex = np.exp(scores - row_max)
    total = np.sum(ex, axis=-1, keepdims=True)
    weights = np.divide(ex, total, out=np.zeros_like(ex), where=total > 0)
    output = weights @ v
    return output.astype(dtype, copy=False), weights.astype(dtype, copy=False)

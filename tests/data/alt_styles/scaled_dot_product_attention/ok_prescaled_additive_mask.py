"""Correct: scale q before the product (another evaluation order), mask turned into an additive
0 / -inf bias, softmax guarded by np.errstate and nan_to_num-free logic."""
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    q_scaled = q * (1.0 / np.sqrt(q.shape[-1]))
    scores = q_scaled @ k.swapaxes(-1, -2)
    if mask is not None:
        bias = np.where(mask, 0.0, -np.inf).astype(scores.dtype)
        scores = scores + bias
    row_max = scores.max(axis=-1, keepdims=True)
    has_key = np.isfinite(row_max)
    e = np.exp(scores - np.where(has_key, row_max, 0.0))
    z = e.sum(axis=-1, keepdims=True)
    weights = np.where(has_key, e / np.where(has_key, z, 1.0), 0.0).astype(q.dtype)
    return weights @ v, weights

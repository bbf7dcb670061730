"""Correct: einsum for both products, softmax as exp(s - logsumexp(s))."""
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = np.einsum("...qd,...kd->...qk", q, k) / np.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    m = np.max(scores, axis=-1, keepdims=True)
    m = np.where(np.isneginf(m), 0.0, m)
    lse = m + np.log(np.sum(np.exp(scores - m), axis=-1, keepdims=True))  # -inf for a fully masked row
    weights = np.exp(scores - np.where(np.isneginf(lse), 0.0, lse))  # exp(-inf) = 0 there
    weights = weights.astype(q.dtype)
    return np.einsum("...qk,...kd->...qd", weights, v), weights

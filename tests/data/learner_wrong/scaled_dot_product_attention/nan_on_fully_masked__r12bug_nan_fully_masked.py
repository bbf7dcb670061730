# https://github.com/huggingface/transformers/pull/47678
# Bug: plain max-subtracted softmax after -inf masking, with no guard for a fully masked query row (left padding):
# that row computes -inf - (-inf) = NaN, so its weights and output are NaN instead of zeros.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = (q @ np.swapaxes(k, -1, -2)) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    scores = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(scores)
    weights = (e / e.sum(axis=-1, keepdims=True)).astype(q.dtype)
    return (weights @ v).astype(q.dtype), weights

# SOURCE: https://github.com/tracel-ai/burn/issues/4694
# MISTAKE: the fallback softmax is max-subtract / exp / divide with no guard for fully masked rows: when every score
#          of a query is -inf, max = -inf, -inf - (-inf) = NaN, and the whole weight row and output row become NaN
#          instead of zeros.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    attention_scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(d_k)
    if mask is not None:
        attention_scores = np.where(mask, attention_scores, -np.inf)
    max_per_dim = np.max(attention_scores, axis=-1, keepdims=True)
    minus_max = attention_scores - max_per_dim
    numerator = np.exp(minus_max)
    sum_exp = np.sum(numerator, axis=-1, keepdims=True)
    weights = (numerator / sum_exp).astype(q.dtype)
    output = (weights @ v).astype(q.dtype)
    return output, weights

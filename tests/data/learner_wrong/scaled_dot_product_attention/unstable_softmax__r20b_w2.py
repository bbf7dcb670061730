# MISTAKE: (1) numerics -- softmax without subtracting the row max, so large scores (hundreds/thousands) overflow to inf -> NaN; (2) no fully-masked guard: a row with every key masked is 0/0 = NaN instead of zero weights and zero output.
import math
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    scores = q @ np.swapaxes(k, -2, -1) / math.sqrt(q.shape[-1])
    if mask is not None:
        scores = np.where(mask, scores, -np.inf)
    with np.errstate(over="ignore", invalid="ignore"):
        ex = np.exp(scores)
        weights = ex / ex.sum(axis=-1, keepdims=True)
    return weights @ v, weights

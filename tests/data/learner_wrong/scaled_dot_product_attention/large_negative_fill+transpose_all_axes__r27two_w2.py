# MISTAKE: masked scores are filled with -1e9 instead of -inf, so a fully masked query row gets uniform weights and the mean of v instead of zeros.
# MISTAKE: the keys are transposed with k.T, which reverses all axes, so for batched (3-D/4-D) inputs the batch axes are scrambled (wrong values or a shape error); only 2-D input works.
import numpy as np


def scaled_dot_product_attention(q, k, v, mask=None):
    d_k = q.shape[-1]
    scores = (q @ k.T) * (1.0 / d_k ** 0.5)
    if mask is not None:
        scores = np.where(mask, scores, -1e9)
    scores = scores - scores.max(axis=-1, keepdims=True)
    exp_scores = np.exp(scores)
    weights = exp_scores / np.sum(exp_scores, axis=-1, keepdims=True)
    output = weights @ v
    return output, weights

# Bug report: https://github.com/harvardnlp/annotated-transformer/pull/119
# The Annotated Transformer's LayerNorm: torch's x.std() (unbiased, divides by d-1) AND eps outside
# the square root: a_2 * (x - mean) / (std + eps) + b_2. Two mistakes at once.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = np.mean(x, axis=-1, keepdims=True)
    std = np.std(x, axis=-1, keepdims=True, ddof=1)
    return gamma * (x - mean) / (std + eps) + beta

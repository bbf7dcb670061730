# WRONG: uses the unbiased variance (np.var(..., ddof=1), dividing by d_model - 1) instead of the biased one; everything else right.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, keepdims=True, ddof=1)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta

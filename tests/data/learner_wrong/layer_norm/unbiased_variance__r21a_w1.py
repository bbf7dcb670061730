# MISTAKE: unbiased variance -- uses x.var(ddof=1) (divides by d_model - 1) instead of the population variance.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, keepdims=True, ddof=1)
    return gamma * (x - mean) / np.sqrt(var + eps) + beta

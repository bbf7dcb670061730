# MISTAKE: (1) unbiased variance (ddof=1, divide by d_model - 1) instead of the population variance; (2) in-place edit -- `x -= mean` modifies the caller's array.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, keepdims=True, ddof=1)
    x -= mean
    return gamma * x / np.sqrt(var + eps) + beta

import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # mistakes: unbiased variance (ddof=1) and a float64 scalar eps that promotes float32 inputs
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, ddof=1, keepdims=True)
    return gamma * (x - mu) / np.sqrt(var + np.float64(eps)) + beta

import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # mistake: a hard-coded 1e-5 instead of the eps argument
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return gamma * (x - mu) / np.sqrt(var + 1e-5) + beta

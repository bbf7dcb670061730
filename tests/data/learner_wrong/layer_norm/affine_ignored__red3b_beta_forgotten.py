import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # mistake: forgets beta (only scales by gamma)
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return gamma * (x - mu) / np.sqrt(var + eps)

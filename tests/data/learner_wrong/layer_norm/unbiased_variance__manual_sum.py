import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    d = x.shape[-1]
    mu = x.sum(axis=-1, keepdims=True) / d
    var = ((x - mu) ** 2).sum(axis=-1, keepdims=True) / (d - 1)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta

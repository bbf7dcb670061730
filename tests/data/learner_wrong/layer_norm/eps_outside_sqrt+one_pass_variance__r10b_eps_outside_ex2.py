# wrong: variance as E[x^2]-E[x]^2 (cancels for features ~1e6) AND eps added outside the square root (sqrt(var) + eps)
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = np.mean(x, axis=-1, keepdims=True)
    var = np.mean(x ** 2, axis=-1, keepdims=True) - mu ** 2
    return gamma * (x - mu) / (np.sqrt(var) + eps) + beta

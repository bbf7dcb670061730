# MISTAKE: Variance computed in one pass as E[x^2] - E[x]^2, which cancels catastrophically for features around 1e6.
# MISTAKE: eps is added outside the square root (sqrt(var) + eps) instead of inside (sqrt(var + eps)).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(axis=-1, keepdims=True)
    var = (x ** 2).mean(axis=-1, keepdims=True) - mean ** 2
    x_hat = (x - mean) / (np.sqrt(var) + eps)
    return gamma * x_hat + beta

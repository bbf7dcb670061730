# Wrong (two mistakes): variance as E[x^2] - E[x]^2 (one pass; catastrophic cancellation for features near 1e6, can even go negative); and eps added outside the square root, (x - mu) / (sqrt(var) + eps).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = np.mean(x, axis=-1, keepdims=True)
    var = np.mean(x * x, axis=-1, keepdims=True) - mu * mu
    return gamma * (x - mu) / (np.sqrt(var) + eps) + beta

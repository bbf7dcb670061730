import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(axis=-1, keepdims=True)
    var = (x * x).mean(axis=-1, keepdims=True) - mean * mean  # E[x^2] - E[x]^2: cancels catastrophically
    return gamma * (x - mean) / np.sqrt(np.maximum(var, 0.0) + eps) + beta

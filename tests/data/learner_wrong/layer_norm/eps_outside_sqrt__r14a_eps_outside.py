# Wrong: eps added outside the square root: (x - mu) / (sqrt(var) + eps) instead of / sqrt(var + eps).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = np.mean(x, axis=-1, keepdims=True)
    sigma = np.sqrt(np.mean((x - mu) ** 2, axis=-1, keepdims=True))
    return gamma * (x - mu) / (sigma + eps) + beta

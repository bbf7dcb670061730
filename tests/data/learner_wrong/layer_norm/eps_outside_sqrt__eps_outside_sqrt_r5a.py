# mistake: eps added to the standard deviation (outside the square root) instead of the variance
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(axis=-1, keepdims=True)
    std = np.sqrt(((x - mean) ** 2).mean(axis=-1, keepdims=True))
    return gamma * (x - mean) / (std + eps) + beta

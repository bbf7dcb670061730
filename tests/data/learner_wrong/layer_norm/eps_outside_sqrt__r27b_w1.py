# MISTAKE: eps is added to the standard deviation outside the square root ((x - mean) / (sqrt(var) + eps)) instead of inside it.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = np.mean(x, axis=-1, keepdims=True)
    std = np.std(x, axis=-1, keepdims=True)
    normed = (x - mean) / (std + eps)
    return (normed * gamma + beta).astype(x.dtype)

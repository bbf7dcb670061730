# MISTAKE: the variance is computed in one pass as E[x^2] - E[x]^2, which loses all precision for large, close features (e.g. around 1e6).
# MISTAKE: eps is added to the standard deviation outside the square root instead of to the variance inside it.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = np.mean(x, axis=-1, keepdims=True)
    mean_sq = np.mean(np.square(x), axis=-1, keepdims=True)
    var = np.maximum(mean_sq - mean ** 2, 0)
    normed = (x - mean) / (np.sqrt(var) + eps)
    return (gamma * normed + beta).astype(x.dtype)

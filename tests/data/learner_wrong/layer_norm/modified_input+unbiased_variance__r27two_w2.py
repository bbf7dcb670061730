# MISTAKE: the standard deviation uses ddof=1 (divides by d_model - 1) instead of the biased variance.
# MISTAKE: the mean is subtracted from x in place (x -= mu), modifying the caller's array.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    x -= mu
    var = np.std(x, axis=-1, ddof=1, keepdims=True) ** 2
    return (gamma * x / np.sqrt(var + eps) + beta).astype(x.dtype)

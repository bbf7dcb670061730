# MISTAKE: eps is added after the square root (sqrt(var) + eps) instead of inside it, which changes the result noticeably when the variance is small.
# MISTAKE: the variance is computed in one pass as E[x^2] - E[x]^2, which loses all precision (even going negative/zero) for large features that are close together.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = np.mean(x, axis=-1, keepdims=True)
    mean_sq = np.mean(x ** 2, axis=-1, keepdims=True)
    var = mean_sq - mean ** 2
    std = np.sqrt(np.maximum(var, 0.0)) + eps
    return ((x - mean) / std * gamma + beta).astype(x.dtype)

# MISTAKE: Uses the unbiased variance (np.var with ddof=1, dividing by d_model - 1) instead of the biased population variance.
# MISTAKE: eps is added outside the square root (sqrt(var) + eps) instead of inside (sqrt(var + eps)).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True, ddof=1)
    x_hat = (x - mean) / (np.sqrt(var) + eps)
    return (gamma * x_hat + beta).astype(x.dtype, copy=False)

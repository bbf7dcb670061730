# MISTAKE: unbiased variance -- np.var(..., ddof=1) divides by d_model - 1 instead of d_model.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True, ddof=1)
    return (gamma * (x - mean) / np.sqrt(var + eps) + beta).astype(x.dtype)

# MISTAKE: (1) eps added outside the square root: (x - mean) / (sqrt(var) + eps) instead of / sqrt(var + eps); (2) mean and variance taken over the WHOLE array (no axis) instead of per token over the last axis.
import numpy as np


def _stats(x):
    mu = x.mean()
    var = ((x - mu) ** 2).mean()
    return mu, var


def layer_norm(x, gamma, beta, eps=1e-5):
    mu, var = _stats(x)
    xhat = (x - mu) / (np.sqrt(var) + eps)
    return (gamma * xhat + beta).astype(x.dtype)

# wrong: unbiased variance (np.var with ddof=1, divides by d-1) instead of the biased one; otherwise correct
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, keepdims=True, ddof=1)
    return (gamma * (x - mu) / np.sqrt(var + eps) + beta).astype(x.dtype)

# mistake: divides by the variance (var + eps) instead of its square root
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, keepdims=True)
    return (gamma * (x - mu) / (var + eps) + beta).astype(x.dtype)

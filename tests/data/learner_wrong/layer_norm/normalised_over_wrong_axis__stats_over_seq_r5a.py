# mistake: statistics over the sequence axis (axis=-2, batch-norm style) instead of over each token's features
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    ax = -2 if x.ndim >= 2 else -1
    mu = x.mean(axis=ax, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=ax, keepdims=True)
    return (gamma * (x - mu) / np.sqrt(var + eps) + beta).astype(x.dtype)

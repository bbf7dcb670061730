import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    d = x.shape[-1]
    mu = np.sum(x, axis=-1, keepdims=True) / d
    centred = x - mu
    var = np.sum(centred * centred, axis=-1, keepdims=True) / d
    inv = 1.0 / np.sqrt(var + eps)
    return (centred * inv * gamma + beta).astype(x.dtype)

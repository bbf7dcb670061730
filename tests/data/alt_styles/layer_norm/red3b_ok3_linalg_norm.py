import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    d = x.shape[-1]
    c = x - x.mean(axis=-1, keepdims=True)
    var = np.linalg.norm(c, axis=-1, keepdims=True) ** 2 / d
    return (c * (1.0 / np.sqrt(var + eps)) * gamma + beta).astype(x.dtype)

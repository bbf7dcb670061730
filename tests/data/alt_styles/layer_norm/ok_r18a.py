import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = np.mean(x, axis=-1, keepdims=True)
    centred = x - mu
    var = np.mean(centred * centred, axis=-1, keepdims=True)
    y = centred / np.sqrt(var + eps)
    return (y * gamma + beta).astype(np.result_type(x, gamma, beta), copy=False)

import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x64 = np.asarray(x, dtype=np.float64)
    mu = x64.mean(axis=-1, keepdims=True)
    var = np.square(x64 - mu).mean(axis=-1, keepdims=True)
    y = (x64 - mu) / np.sqrt(var + eps) * gamma + beta
    return y.astype(x.dtype)

import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # accumulate in float64 for accuracy, cast back to the input dtype
    x64 = x.astype(np.float64)
    d = x64.shape[-1]
    mu = x64.sum(axis=-1, keepdims=True) / d
    c = x64 - mu
    var = (c * c).sum(axis=-1, keepdims=True) / d
    y = c / np.sqrt(var + eps) * gamma + beta
    return y.astype(x.dtype)

# MISTAKE: the variance is computed in one pass as E[x^2] - E[x]^2, which loses all precision (even goes negative) when features are large and close together, e.g. around 1e6.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    d = x.shape[-1]
    s1 = x.sum(axis=-1, keepdims=True)
    s2 = (x ** 2).sum(axis=-1, keepdims=True)
    mean = s1 / d
    var = s2 / d - mean ** 2
    inv = 1.0 / np.sqrt(np.maximum(var, 0) + eps)
    out = (x - mean) * inv * gamma + beta
    return out.astype(x.dtype)

# MISTAKE: the variance is computed in one pass as E[x^2] - E[x]^2, which loses all precision (even goes negative) when features are around 1e6.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    n = x.shape[-1]
    s1 = x.sum(axis=-1, keepdims=True) / n
    s2 = (x * x).sum(axis=-1, keepdims=True) / n
    var = s2 - s1 * s1
    inv = 1.0 / np.sqrt(var + eps)
    return ((x - s1) * inv * gamma + beta).astype(x.dtype)

# WRONG: variance computed in one pass as E[x^2] - E[x]^2, which loses all digits (even goes negative -> NaN) when features are large and close together (~1e6, worse in float32); correct for ordinary values.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = np.mean(x, axis=-1, keepdims=True)
    var = np.mean(x ** 2, axis=-1, keepdims=True) - mu ** 2
    return gamma * (x - mu) / np.sqrt(var + eps) + beta

# MISTAKE: (1) one-pass variance E[x^2] - E[x]^2, which loses all precision for features near 1e6; (2) shift applied before the scale: (xhat + beta) * gamma instead of gamma * xhat + beta.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    m1 = np.mean(x, axis=-1, keepdims=True)
    m2 = np.mean(x * x, axis=-1, keepdims=True)
    var = m2 - m1 ** 2
    xhat = (x - m1) / np.sqrt(var + eps)
    return (xhat + beta) * gamma

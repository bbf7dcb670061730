# MISTAKE: (1) one-pass variance E[x^2] - E[x]^2, which loses all precision for features around 1e6 (can even go negative); (2) gamma and beta swapped: beta * x_hat + gamma.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    n = x.shape[-1]
    s1 = np.sum(x, axis=-1, keepdims=True) / n
    s2 = np.sum(x * x, axis=-1, keepdims=True) / n
    var = s2 - s1 * s1
    xhat = (x - s1) / np.sqrt(var + eps)
    return beta * xhat + gamma

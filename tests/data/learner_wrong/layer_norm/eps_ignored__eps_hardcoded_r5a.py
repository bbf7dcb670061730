# mistake: ignores the eps argument (1e-5 hard-coded)
import numpy as np

EPS = 1e-5


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    xc = x - mu
    var = (xc ** 2).mean(-1, keepdims=True)
    return (gamma * xc / np.sqrt(var + EPS) + beta).astype(x.dtype)

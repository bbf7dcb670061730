# CORRECT: a tiny LayerNorm class; two-pass statistics with np.add.reduce divided by d, eps inside the root.
import numpy as np


class _LayerNorm:
    def __init__(self, gamma, beta, eps):
        self.gamma = np.asarray(gamma)
        self.beta = np.asarray(beta)
        self.eps = eps

    def __call__(self, x):
        d = x.shape[-1]
        mu = np.add.reduce(x, axis=-1, keepdims=True) / d
        centred = x - mu
        var = np.add.reduce(centred * centred, axis=-1, keepdims=True) / d
        y = centred / np.sqrt(var + self.eps)
        return (self.gamma * y + self.beta).astype(x.dtype, copy=False)


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    return _LayerNorm(gamma, beta, eps)(x)

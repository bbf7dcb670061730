# MISTAKE: The variance is computed in one pass as E[x^2] - E[x]^2 instead of from x - mean, which loses all precision (catastrophic cancellation) when the features are large, e.g. around 1e6.
import numpy as np


class LayerNorm:
    def __init__(self, gamma, beta, eps=1e-5):
        self.gamma = np.asarray(gamma)
        self.beta = np.asarray(beta)
        self.eps = eps

    def stats(self, x):
        mean = x.mean(axis=-1, keepdims=True)
        mean_sq = (x * x).mean(axis=-1, keepdims=True)
        return mean, mean_sq - mean * mean

    def __call__(self, x):
        x = np.asarray(x)
        mean, var = self.stats(x)
        xhat = (x - mean) / np.sqrt(var + self.eps)
        return (self.gamma * xhat + self.beta).astype(x.dtype)


def layer_norm(x, gamma, beta, eps=1e-5):
    return LayerNorm(gamma, beta, eps)(x)

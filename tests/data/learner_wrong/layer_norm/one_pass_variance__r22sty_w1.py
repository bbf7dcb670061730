# MISTAKE: the variance is computed in one pass as E[x^2] - E[x]^2 instead of from x - mean, which loses all precision (even goes negative) when features are large and close together.
import numpy as np


class LayerNorm:
    def __init__(self, gamma, beta, eps=1e-5):
        self.gamma = gamma
        self.beta = beta
        self.eps = eps

    def stats(self, x):
        mean = x.mean(axis=-1, keepdims=True)
        mean_sq = (x * x).mean(axis=-1, keepdims=True)
        return mean, mean_sq - mean ** 2

    def __call__(self, x):
        mean, var = self.stats(x)
        return self.gamma * (x - mean) / np.sqrt(var + self.eps) + self.beta


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    return LayerNorm(gamma, beta, eps)(x).astype(x.dtype)

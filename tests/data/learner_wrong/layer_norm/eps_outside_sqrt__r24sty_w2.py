# MISTAKE: eps is added to the standard deviation (sqrt(var) + eps) instead of to the variance inside the square root (sqrt(var + eps)).
import numpy as np


class LayerNorm:
    def __init__(self, gamma, beta, eps=1e-5):
        self.gamma = np.asarray(gamma)
        self.beta = np.asarray(beta)
        self.eps = eps

    def stats(self, x):
        mu = x.mean(axis=-1, keepdims=True)
        sigma = np.sqrt(((x - mu) ** 2).mean(axis=-1, keepdims=True))
        return mu, sigma

    def __call__(self, x):
        mu, sigma = self.stats(x)
        return self.gamma * (x - mu) / (sigma + self.eps) + self.beta


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    return LayerNorm(gamma, beta, eps)(x).astype(x.dtype)

# MISTAKE: eps is added to the standard deviation, (x - mean) / (sqrt(var) + eps), instead of inside the square root, sqrt(var + eps).
import numpy as np


class LayerNorm:
    def __init__(self, gamma, beta, eps):
        self.gamma = np.asarray(gamma)
        self.beta = np.asarray(beta)
        self.eps = eps

    def stats(self, x):
        mean = x.mean(axis=-1, keepdims=True)
        centred = x - mean
        var = np.mean(np.square(centred), axis=-1, keepdims=True)
        return centred, var

    def __call__(self, x):
        centred, var = self.stats(x)
        std = np.sqrt(var)
        return self.gamma * centred / (std + self.eps) + self.beta


def layer_norm(x, gamma, beta, eps=1e-5):
    return LayerNorm(gamma, beta, eps)(np.asarray(x))

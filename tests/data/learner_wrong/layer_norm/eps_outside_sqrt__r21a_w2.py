# MISTAKE: eps in the wrong place -- divides by (sqrt(var) + eps) instead of sqrt(var + eps); wrong for tokens whose variance is comparable to eps (e.g. features spread ~1e-3).
import numpy as np


class LayerNorm:
    def __init__(self, gamma, beta, eps):
        self.gamma, self.beta, self.eps = gamma, beta, eps

    def __call__(self, x):
        mu = x.mean(-1, keepdims=True)
        sd = np.sqrt(((x - mu) ** 2).mean(-1, keepdims=True))
        return self.gamma * (x - mu) / (sd + self.eps) + self.beta


def layer_norm(x, gamma, beta, eps=1e-5):
    return LayerNorm(gamma, beta, eps)(x)

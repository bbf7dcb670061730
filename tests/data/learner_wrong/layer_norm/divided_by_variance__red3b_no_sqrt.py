import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # mistake: forgets the square root (divides by var + eps)
    mu = x.mean(-1, keepdims=True)
    var = np.square(x - mu).mean(-1, keepdims=True)
    return gamma * (x - mu) / (var + eps) + beta

import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    centred = x - x.mean(-1, keepdims=True)
    std = np.sqrt(np.square(centred).mean(-1, keepdims=True) + eps)
    y = np.divide(centred, std)
    y *= gamma
    y += beta
    return y

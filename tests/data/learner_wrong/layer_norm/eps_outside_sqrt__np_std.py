import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = np.mean(x, -1, keepdims=True)
    sigma = np.std(x, -1, keepdims=True)
    y = (x - mu) / (sigma + eps)
    return y * gamma + beta

import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # mistake: eps added to the standard deviation, outside the square root
    mu = np.mean(x, axis=-1, keepdims=True)
    sd = np.sqrt(np.mean((x - mu) ** 2, axis=-1, keepdims=True))
    return gamma * (x - mu) / (sd + eps) + beta

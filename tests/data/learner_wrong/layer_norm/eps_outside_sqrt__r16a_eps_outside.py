# WRONG: eps added outside the square root: (x - mu) / (sqrt(var) + eps)
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    mu = np.mean(x, axis=-1, keepdims=True)
    sd = np.std(x, axis=-1, keepdims=True)
    return gamma * (x - mu) / (sd + eps) + beta

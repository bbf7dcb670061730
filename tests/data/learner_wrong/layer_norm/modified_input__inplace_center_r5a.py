# mistake: centres x in place (x -= mean): modifies the caller's array
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x -= x.mean(axis=-1, keepdims=True)
    var = np.mean(x * x, axis=-1, keepdims=True)
    return gamma * x / np.sqrt(var + eps) + beta

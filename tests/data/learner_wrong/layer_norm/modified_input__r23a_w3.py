# MISTAKE: Centres the input in place (x -= mean after np.asarray, which does not copy), so the caller's x is modified.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    x -= x.mean(axis=-1, keepdims=True)
    var = np.mean(x ** 2, axis=-1, keepdims=True)
    return gamma * x / np.sqrt(var + eps) + beta

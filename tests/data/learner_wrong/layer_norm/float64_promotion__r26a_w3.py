# MISTAKE: the computation is promoted to float64 for accuracy and never cast back, so float32 input gives a float64 result.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x64 = np.asarray(x, dtype=np.float64)
    g = np.asarray(gamma, dtype=np.float64)
    b = np.asarray(beta, dtype=np.float64)
    centred = x64 - x64.mean(axis=-1, keepdims=True)
    var = np.mean(np.square(centred), axis=-1, keepdims=True)
    return g * centred / np.sqrt(var + eps) + b

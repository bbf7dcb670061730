# MISTAKE: Converts x to float64 "for precision" with the large features and never casts the result back, so float32 inputs return float64.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x, dtype=np.float64)
    mean = x.mean(axis=-1, keepdims=True)
    xc = x - mean
    var = (xc ** 2).mean(axis=-1, keepdims=True)
    return gamma * xc / np.sqrt(var + eps) + beta

# MISTAKE: The variance is computed in one pass as E[x^2] - E[x]^2, which cancels catastrophically for features around 1e6.
# MISTAKE: The input is converted to float64 "for precision" and the result is never cast back, so float32 in gives float64 out.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x, dtype=np.float64)
    mean = x.mean(axis=-1, keepdims=True)
    mean_sq = (x * x).mean(axis=-1, keepdims=True)
    var = mean_sq - mean * mean
    return gamma * (x - mean) / np.sqrt(var + eps) + beta

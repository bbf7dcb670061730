# MISTAKE: Variance computed one-pass as E[x^2] - E[x]^2, which loses all precision (even goes negative/zero) for features around 1e6.
# MISTAKE: Casts the input to float64 and returns float64 for float32 input (dtype not kept).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x, dtype=np.float64)
    mean = x.mean(axis=-1, keepdims=True)
    mean_sq = (x * x).mean(axis=-1, keepdims=True)
    var = mean_sq - mean ** 2
    return gamma * (x - mean) / np.sqrt(var + eps) + beta

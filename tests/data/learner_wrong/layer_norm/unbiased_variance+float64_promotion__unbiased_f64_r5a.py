# mistakes: unbiased variance (ddof=1, divides by d-1) AND computes in float64 without casting back
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x64 = x.astype(np.float64)
    mu = np.mean(x64, axis=-1, keepdims=True)
    var = np.var(x64, axis=-1, keepdims=True, ddof=1)
    return gamma * (x64 - mu) / np.sqrt(var + eps) + beta

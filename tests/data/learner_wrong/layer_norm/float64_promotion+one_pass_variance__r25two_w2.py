# MISTAKE: One-pass variance E[x^2] - E[x]^2, which cancels catastrophically for features around 1e6 (can even go negative).
# MISTAKE: Computes everything in float64 (x.astype(np.float64)) and returns float64 for float32 input.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x).astype(np.float64)
    mean = x.mean(axis=-1, keepdims=True)
    mean_sq = (x ** 2).mean(axis=-1, keepdims=True)
    var = mean_sq - mean ** 2
    return gamma * (x - mean) / np.sqrt(var + eps) + beta

# MISTAKE: numerics -- one-pass variance E[x^2] - E[x]^2 cancels catastrophically for features around 1e6 (can even go negative), instead of the two-pass mean((x - mean)^2).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    n = x.shape[-1]
    s1 = np.sum(x, axis=-1, keepdims=True) / n
    s2 = np.sum(x * x, axis=-1, keepdims=True) / n
    var = np.maximum(s2 - s1 * s1, 0)
    inv = 1.0 / np.sqrt(var + eps)
    return ((x - s1) * inv * gamma + beta).astype(x.dtype)

# MISTAKE: numerics -- one-pass variance E[x^2] - E[x]^2, which cancels catastrophically for features around 1e6 that are close together (loses all precision, can even go negative).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    n = x.shape[-1]
    s1 = np.sum(x, axis=-1, keepdims=True) / n
    s2 = np.sum(x * x, axis=-1, keepdims=True) / n
    var = s2 - s1 * s1
    y = (x - s1) / np.sqrt(var + eps)
    return (y * gamma + beta).astype(x.dtype)

# mistake: one-pass variance E[x^2] - E[x]^2 (catastrophic cancellation for large, close features)
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = np.mean(x, axis=-1, keepdims=True)
    mean_sq = np.mean(np.square(x), axis=-1, keepdims=True)
    var = np.maximum(mean_sq - mean ** 2, 0)
    y = (x - mean) / np.sqrt(var + eps)
    return (y * gamma + beta).astype(x.dtype)

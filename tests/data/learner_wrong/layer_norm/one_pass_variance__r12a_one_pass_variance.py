# Wrong: one-pass variance E[x^2] - E[x]^2 (catastrophic cancellation: garbage when features are around 1e6); everything else is right.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = np.mean(x, axis=-1, keepdims=True)
    mean_sq = np.mean(x * x, axis=-1, keepdims=True)
    var = mean_sq - mean * mean
    y = (x - mean) / np.sqrt(var + eps)
    return y * gamma + beta

# MISTAKE: One-pass variance E[x^2] - E[x]^2 instead of centring first; catastrophic cancellation when the features are large (around 1e6) and close together.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mean = np.mean(x, axis=-1, keepdims=True)
    mean_sq = np.mean(x * x, axis=-1, keepdims=True)
    var = np.maximum(mean_sq - mean * mean, 0)
    out = gamma * (x - mean) / np.sqrt(var + eps) + beta
    return np.asarray(out).astype(x.dtype, copy=False)

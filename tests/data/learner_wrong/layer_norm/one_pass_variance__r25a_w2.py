# MISTAKE: The variance is computed in one pass as E[x^2] - E[x]^2, which cancels catastrophically when the features are large (around 1e6) and close together.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    dtype = x.dtype
    mean = np.mean(x, axis=-1, keepdims=True)
    mean_sq = np.mean(x * x, axis=-1, keepdims=True)
    var = mean_sq - mean * mean
    out = gamma * (x - mean) / np.sqrt(var + eps) + beta
    return out.astype(dtype, copy=False)

# MISTAKE: Uses the unbiased variance (ddof=1, divide by d_model - 1) instead of the biased population variance.
# MISTAKE: eps is added outside the square root (sqrt(var) + eps) instead of inside (sqrt(var + eps)).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mean = x.mean(axis=-1, keepdims=True)
    std = np.std(x, axis=-1, keepdims=True, ddof=1)
    out = gamma * (x - mean) / (std + eps) + beta
    return out.astype(x.dtype, copy=False)

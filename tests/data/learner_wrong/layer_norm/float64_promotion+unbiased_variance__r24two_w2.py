# MISTAKE: Uses the unbiased variance np.var(..., ddof=1) (divide by d_model - 1) instead of the biased population variance.
# MISTAKE: Casts x to float64 "for precision" at the start and never casts back, so float32 input returns float64.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x, dtype=np.float64)
    mu = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True, ddof=1)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta

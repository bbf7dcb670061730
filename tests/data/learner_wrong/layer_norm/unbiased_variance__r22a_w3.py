# MISTAKE: Uses the unbiased variance (ddof=1, divide by d_model - 1) instead of the biased population variance that F.layer_norm uses.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.var(x, axis=-1, keepdims=True, ddof=1)
    out = gamma * (x - mean) / np.sqrt(var + eps) + beta
    return np.asarray(out).astype(x.dtype, copy=False)

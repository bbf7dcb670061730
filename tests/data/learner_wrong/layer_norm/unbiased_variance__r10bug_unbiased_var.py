# URL: https://github.com/LBANN/lbann/pull/2024
# Bug: uses the unbiased variance (divide by d_model - 1, ddof=1) instead of the biased one; otherwise correct.
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    var = x.var(-1, keepdims=True, ddof=1)
    return (gamma * (x - mu) / np.sqrt(var + eps) + beta).astype(x.dtype)

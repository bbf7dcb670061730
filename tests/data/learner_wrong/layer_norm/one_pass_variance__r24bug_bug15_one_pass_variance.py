# SOURCE: https://github.com/pytorch/pytorch/issues/81090
# MISTAKE: the variance is computed in one pass as E[x^2] - E[x]^2 (as the old fused LayerNorm kernel did) instead of
#          mean((x - mean)^2); for large features that are close together (e.g. arange-like rows in float32) this
#          cancels catastrophically and the output is badly wrong (can even go negative -> NaN).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = np.mean(x, axis=-1, keepdims=True)
    mean_sq = np.mean(x * x, axis=-1, keepdims=True)
    var = mean_sq - mean * mean
    rstd = 1.0 / np.sqrt(var + eps)
    y = (x - mean) * rstd
    return (gamma * y + beta).astype(x.dtype)

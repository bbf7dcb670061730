# SOURCE: https://github.com/pytorch/pytorch/issues/190491
# MISTAKE: Computes the variance in one pass as E[x^2] - E[x]^2 and then clamps variances below 1e-6 to zero (as the MPS kernel did), which loses small true variances (rows of nearly equal or large features) and collapses 1/std to 1/sqrt(eps).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mean = np.mean(x, axis=-1, keepdims=True)
    mean_sq = np.mean(x * x, axis=-1, keepdims=True)
    var = mean_sq - mean * mean
    # guard against tiny negative values from rounding
    var = np.where(var < 1e-6, 0.0, var)
    rstd = 1.0 / np.sqrt(var + eps)
    out = (x - mean) * rstd * gamma + beta
    return out.astype(x.dtype, copy=False)

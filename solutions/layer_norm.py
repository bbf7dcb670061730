"""Reference: layer normalisation over the last axis.

Ba, Kiros & Hinton 2016, eq. 4: mu = mean_i a_i, sigma = sqrt(mean_i (a_i - mu)^2), then
gain * (a - mu) / sigma + bias, per example (here: per token). PyTorch's F.layer_norm uses the
biased variance and puts eps inside the square root: (x - mu) / sqrt(var + eps).
"""

import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    """gamma * (x - mean) / sqrt(var + eps) + beta over axis -1 (biased variance, two-pass)."""
    x = np.asarray(x)
    mean = np.mean(x, axis=-1, keepdims=True)              # (..., 1)
    centred = x - mean                                     # (..., d_model)
    var = np.mean(centred * centred, axis=-1, keepdims=True)  # (..., 1) biased: divide by d_model
    normed = centred / np.sqrt(var + eps)                  # (..., d_model)
    return (normed * np.asarray(gamma) + np.asarray(beta)).astype(x.dtype, copy=False)

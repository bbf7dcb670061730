# https://github.com/microsoft/onnxruntime/issues/29034
# Bug: one-pass statistics as in the non-strict CUDA SkipLayerNorm kernel: var = E[x^2] - E[x]^2, accumulated in
# the input dtype; catastrophic cancellation for large, close features (around 1e4 in float32, 1e6 in float64).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    d = x.shape[-1]
    inv_d = x.dtype.type(1.0 / d)
    mean = np.sum(x * inv_d, axis=-1, keepdims=True)
    mean_sq = np.sum(x * x * inv_d, axis=-1, keepdims=True)
    var = mean_sq - mean * mean
    inv_std = 1.0 / np.sqrt(var + x.dtype.type(eps))
    return ((x - mean) * inv_std * gamma + beta).astype(x.dtype)

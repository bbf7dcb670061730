# SOURCE: https://github.com/hkproj/pytorch-transformer/pull/31
# BUG: LayerNorm computes (x - mean) / (std + eps) instead of (x - mean) / sqrt(var + eps);
#      sqrt(std**2 + eps) != std + eps.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mean = np.mean(x, axis=-1, keepdims=True)
    std = np.sqrt(np.mean((x - mean) ** 2, axis=-1, keepdims=True))
    y = (x - mean) / (std + eps)                         # BUG: eps added to std, outside the sqrt
    return (gamma * y + beta).astype(x.dtype)

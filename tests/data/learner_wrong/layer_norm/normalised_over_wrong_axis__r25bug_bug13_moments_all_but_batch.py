# SOURCE: https://github.com/tensorpack/tensorpack/issues/1482
# MISTAKE: Mean and variance are computed over all axes except the first (batch) axis, i.e. over (seq_len, d_model) of each sentence, instead of over the last (feature) axis of each token separately.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    axes = tuple(range(1, x.ndim))
    mean = x.mean(axis=axes, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=axes, keepdims=True)
    out = (x - mean) / np.sqrt(var + eps)
    return (out * gamma + beta).astype(x.dtype)

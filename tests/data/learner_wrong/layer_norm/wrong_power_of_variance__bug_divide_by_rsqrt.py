# https://github.com/mosaicml/llm-foundry/pull/372
# x / torch.rsqrt(var + eps): dividing by the reciprocal square root multiplies by the standard
# deviation instead of dividing by it.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = np.mean(x, axis=-1, keepdims=True)
    xc = x - mu
    var = np.mean(xc ** 2, axis=-1, keepdims=True)
    rsqrt = 1.0 / np.sqrt(var + eps)
    return (gamma * (xc / rsqrt) + beta).astype(x.dtype)

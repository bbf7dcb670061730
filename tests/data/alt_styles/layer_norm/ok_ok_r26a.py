# CORRECT: two-pass mean/biased variance over the last axis with keepdims, eps inside the sqrt, dtype kept.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mu = x.mean(axis=-1, keepdims=True)
    xc = x - mu
    var = (xc * xc).mean(axis=-1, keepdims=True)
    y = xc / np.sqrt(var + eps)
    return (gamma * y + beta).astype(x.dtype, copy=False)

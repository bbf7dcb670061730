import math
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mu = np.mean(x, axis=-1, keepdims=True)
    xc = x - mu
    var = np.mean(xc * xc, axis=-1, keepdims=True)
    out = gamma * (xc / np.sqrt(var + eps)) + beta
    return out.astype(x.dtype, copy=False)

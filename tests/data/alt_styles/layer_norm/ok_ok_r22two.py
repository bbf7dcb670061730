import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mu = x.mean(axis=-1, keepdims=True)
    xc = x - mu
    var = (xc * xc).mean(axis=-1, keepdims=True)
    out = gamma * xc / np.sqrt(var + eps) + beta
    return out.astype(x.dtype, copy=False)

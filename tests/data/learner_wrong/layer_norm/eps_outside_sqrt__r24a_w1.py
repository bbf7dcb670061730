# MISTAKE: eps is added to the standard deviation outside the square root ((x - mean) / (sqrt(var) + eps)) instead of inside it (sqrt(var + eps)).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mu = x.mean(axis=-1, keepdims=True)
    xc = x - mu
    std = np.sqrt((xc ** 2).mean(axis=-1, keepdims=True))
    out = gamma * xc / (std + eps) + beta
    return out.astype(x.dtype, copy=False)

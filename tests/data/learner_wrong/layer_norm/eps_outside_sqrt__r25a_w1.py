# MISTAKE: eps is added outside the square root, (x - mean) / (sqrt(var) + eps), instead of sqrt(var + eps).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    dtype = x.dtype
    mean = np.mean(x, axis=-1, keepdims=True)
    xc = x - mean
    std = np.sqrt(np.mean(xc * xc, axis=-1, keepdims=True))
    out = gamma * (xc / (std + eps)) + beta
    return out.astype(dtype, copy=False)

# SOURCE: https://github.com/taokong/group_normalization/issues/1
# MISTAKE: eps is added to the standard deviation, (x - mean) / (std + eps), instead of inside the square root, (x - mean) / sqrt(var + eps); results differ noticeably whenever the variance is small compared with eps (e.g. nearly constant tokens).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    std = np.sqrt(var)
    x_hat = (x - mean) / (std + eps)
    return (gamma * x_hat + beta).astype(x.dtype)

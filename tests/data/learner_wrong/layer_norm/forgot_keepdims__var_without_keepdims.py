import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(axis=-1)
    var = x.var(axis=-1)
    return gamma * (x - mean[..., None]) / np.sqrt(var + eps) + beta

import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # mistake: statistics without keepdims, re-expanded with [..., None] only for the mean
    mu = x.mean(axis=-1)
    c = x - mu[..., None]
    var = (c ** 2).mean(axis=-1)
    return gamma * c / np.sqrt(var + eps) + beta

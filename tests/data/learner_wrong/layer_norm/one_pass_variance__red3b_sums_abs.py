import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # mistake: one-pass variance via np.var-free formula, written with sums
    d = x.shape[-1]
    s1 = x.sum(-1, keepdims=True)
    s2 = (x * x).sum(-1, keepdims=True)
    mu = s1 / d
    var = s2 / d - mu * mu
    return gamma * (x - mu) / np.sqrt(np.abs(var) + eps) + beta

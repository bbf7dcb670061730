# WRONG: variance by E[x^2] - E[x]^2 (catastrophic cancellation for large features) AND rescaled by d/(d-1) (unbiased instead of biased variance)
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    d = x.shape[-1]
    mu = x.mean(-1, keepdims=True)
    var = (x ** 2).mean(-1, keepdims=True) - mu ** 2
    var = var * d / (d - 1)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta

import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # mistake: unbiased variance (ddof=1), as torch.var / pandas default
    mu = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, keepdims=True, ddof=1)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta

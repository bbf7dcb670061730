import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # mistake: computes in float64 for accuracy and forgets to cast back (float32 in -> float64 out)
    x = x.astype(np.float64)
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta

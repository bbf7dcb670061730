import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # mistake: centres x in place (x -= mean), modifying the caller's array
    x -= x.mean(-1, keepdims=True)
    var = (x * x).mean(-1, keepdims=True)
    return gamma * x / np.sqrt(var + eps) + beta

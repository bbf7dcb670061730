# multiplies by the standard deviation instead of dividing (rsqrt confusion)
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    var = np.square(x - mu).mean(-1, keepdims=True)
    return (x - mu) * np.sqrt(var + eps) * gamma + beta

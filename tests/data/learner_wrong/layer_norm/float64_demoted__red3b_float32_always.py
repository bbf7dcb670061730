import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # mistake: everything computed in float32 ("it is what GPUs use"): float64 inputs lose digits
    x = x.astype(np.float32)
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (gamma * (x - mu) / np.sqrt(var + eps) + beta).astype(np.float32)

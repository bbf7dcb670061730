# mistake: ignores the eps argument (hard-coded 1e-12)
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    return (gamma * (x - mu) / np.sqrt(var + 1e-12) + beta).astype(x.dtype)

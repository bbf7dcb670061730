# mistake: variance as E[x^2] - E[x]^2 (one pass), clamped at 0 to avoid sqrt of negatives
import numpy as np
def layer_norm(x, gamma, beta, eps=1e-5):
    mu = np.mean(x, axis=-1, keepdims=True)
    var = np.maximum(np.mean(x * x, axis=-1, keepdims=True) - mu * mu, 0)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta

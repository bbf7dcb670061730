# mistake: E[x^2] - E[x]^2 variance (catastrophic cancellation at large offsets)
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(axis=-1, keepdims=True)
    var = (x * x).mean(axis=-1, keepdims=True) - mu * mu
    return (gamma * (x - mu) / np.sqrt(var + eps) + beta).astype(x.dtype)

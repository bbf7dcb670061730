# mistake: statistics over axis 0 (batch-norm style) instead of the last axis
import numpy as np
def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(axis=0, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=0, keepdims=True)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta

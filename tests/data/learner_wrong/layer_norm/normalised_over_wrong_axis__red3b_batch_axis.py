import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # mistake: batch-norm habit, statistics over axis 0 instead of the feature axis
    mu = x.mean(axis=0, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=0, keepdims=True)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta

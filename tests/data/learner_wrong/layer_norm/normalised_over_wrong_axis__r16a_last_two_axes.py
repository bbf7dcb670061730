# WRONG: statistics over the last TWO axes (seq and features, like normalized_shape=(seq, d)) instead of the last axis only
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    axes = tuple(range(max(x.ndim - 2, 0), x.ndim))
    mu = x.mean(axis=axes, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=axes, keepdims=True)
    return gamma * ((x - mu) / np.sqrt(var + eps)) + beta

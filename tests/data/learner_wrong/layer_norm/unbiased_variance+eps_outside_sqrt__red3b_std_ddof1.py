import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    # mistakes (two at once): unbiased std (ddof=1) and eps outside the root
    mu = x.mean(axis=-1, keepdims=True)
    return gamma * (x - mu) / (x.std(axis=-1, ddof=1, keepdims=True) + eps) + beta

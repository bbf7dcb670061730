# Bug report: https://github.com/131250208/TPlinker-joint-extraction/issues/37
# std = (variance + eps) ** 2 instead of ** 0.5 -- a typo of the exponent.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    variance = ((x - mu) ** 2).mean(-1, keepdims=True)
    std = (variance + eps) ** 2
    return gamma * ((x - mu) / std) + beta

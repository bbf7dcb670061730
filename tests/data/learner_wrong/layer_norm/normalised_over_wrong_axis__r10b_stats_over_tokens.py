# wrong: mean and variance computed over the last TWO axes (the whole sentence, axis=(-2,-1)) instead of per token over the last axis; biased var, eps inside, dtype kept
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    axes = (-2, -1) if x.ndim >= 2 else (-1,)
    mu = x.mean(axis=axes, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=axes, keepdims=True)
    return (gamma * ((x - mu) / np.sqrt(var + eps)) + beta).astype(x.dtype)

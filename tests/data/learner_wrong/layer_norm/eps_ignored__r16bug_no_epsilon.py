# https://github.com/deeplearning4j/deeplearning4j/issues/8241
# Bug: layerNorm divides by sqrt(var) with no epsilon (eps ignored): slightly off everywhere, and a constant row (var = 0) gives NaN/inf.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    with np.errstate(invalid="ignore", divide="ignore"):
        return (gamma * (x - mean) / np.sqrt(var) + beta).astype(x.dtype)

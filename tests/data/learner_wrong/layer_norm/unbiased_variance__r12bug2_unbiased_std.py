# URL: https://github.com/FluxML/Flux.jl/issues/529
# Bug: normalises with the corrected (unbiased, ddof=1) variance instead of the population variance (divides by d_model - 1).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, keepdims=True, ddof=1)
    return (gamma * (x - mean) / np.sqrt(var + eps) + beta).astype(x.dtype)

# SOURCE: https://github.com/FluxML/Flux.jl/issues/529
# MISTAKE: The variance is the corrected (unbiased, ddof=1) estimate, dividing by d_model - 1 instead of d_model, so the output is scaled by sqrt((d-1)/d) relative to the biased-variance LayerNorm (and d_model == 1 gives NaN).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(axis=-1, keepdims=True)
    centred = x - mu
    var = centred.var(axis=-1, ddof=1, keepdims=True)
    y = centred / np.sqrt(var + eps)
    return (gamma * y + beta).astype(x.dtype, copy=False)

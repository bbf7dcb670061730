# mistakes: gamma_beta_swapped+unbiased_variance
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(axis=-1, keepdims=True)
    xc = x - mu
    var = (xc * xc).mean(axis=-1, keepdims=True) * x.shape[-1] / (x.shape[-1] - 1)
    y = xc / np.sqrt(var + eps)
    return (y * beta + gamma).astype(x.dtype)

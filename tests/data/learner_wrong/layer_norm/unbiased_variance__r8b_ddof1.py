# Wrong: uses the unbiased variance (np.var(..., ddof=1), divide by d-1, as torch.var does by default) instead of the biased one (divide by d). Everything else is right.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(axis=-1, keepdims=True)
    var = x.var(axis=-1, keepdims=True, ddof=1)
    return gamma * (x - mean) / np.sqrt(var + eps) + beta

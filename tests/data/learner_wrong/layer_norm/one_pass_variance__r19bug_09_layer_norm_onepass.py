# SOURCE: https://github.com/tracel-ai/burn/issues/5607
# BUG: The variance is computed in a single pass as E[x^2] - E[x]^2, which cancels catastrophically
#      for rows whose mean is large relative to their spread.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mean = x.mean(axis=-1, keepdims=True)
    var = (x * x).mean(axis=-1, keepdims=True) - mean * mean     # one-pass (the reported bug)
    out = gamma * (x - mean) / np.sqrt(var + eps) + beta
    return out.astype(x.dtype, copy=False)

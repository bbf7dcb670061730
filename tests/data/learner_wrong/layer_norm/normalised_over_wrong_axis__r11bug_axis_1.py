# URL: https://github.com/tensorflow/addons/pull/2142
# Bug: normalises over axis 1 instead of the last axis: right for 2-D input, but on (batch, seq, d) each feature is normalised over the sequence.
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    ax = 1 if x.ndim > 1 else -1
    mu = x.mean(axis=ax, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=ax, keepdims=True)
    return (gamma * (x - mu) / np.sqrt(var + np.asarray(eps, dtype=x.dtype)) + beta).astype(x.dtype)

# URL: https://github.com/Qualcomm-AI-research/geometric-algebra-transformer/pull/8
# Bug: statistics over all axes except the first (normalized_shape = x.shape[1:]), i.e. one mean/var per sample over (seq, d), not per token; 1-D input uses the last axis.
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    axes = tuple(range(1, x.ndim)) if x.ndim > 1 else (-1,)
    mu = x.mean(axis=axes, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=axes, keepdims=True)
    return (gamma * (x - mu) / np.sqrt(var + np.asarray(eps, dtype=x.dtype)) + beta).astype(x.dtype)

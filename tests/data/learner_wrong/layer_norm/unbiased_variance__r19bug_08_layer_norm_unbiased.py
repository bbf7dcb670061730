# SOURCE: https://github.com/allenai/allennlp/pull/953
# BUG: std = tensor.std(-1) uses the unbiased estimate (divide by n-1) instead of the biased one
#      (unbiased=False, divide by n) that LayerNorm / TensorFlow use.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).sum(axis=-1, keepdims=True) / (x.shape[-1] - 1)   # n-1 (the bug)
    out = gamma * (x - mean) / np.sqrt(var + eps) + beta
    return out.astype(x.dtype, copy=False)

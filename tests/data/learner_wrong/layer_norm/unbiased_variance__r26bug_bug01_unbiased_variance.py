# SOURCE: https://github.com/harvardnlp/annotated-transformer/pull/119
# MISTAKE: The variance is the unbiased sample variance (divides by d_model - 1, ddof=1) instead of the biased population variance that the docstring and torch's layer_norm require.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mean = x.mean(axis=-1, keepdims=True)
    centered = x - mean
    var = np.var(centered, axis=-1, ddof=1, keepdims=True)
    normed = centered / np.sqrt(var + eps)
    out = gamma * normed + beta
    return out.astype(x.dtype, copy=False)

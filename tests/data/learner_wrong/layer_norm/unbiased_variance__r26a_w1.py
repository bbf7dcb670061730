# MISTAKE: the standard deviation uses ddof=1 (unbiased, divide by d_model - 1) instead of the biased population variance.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = np.mean(x, axis=-1, keepdims=True)
    std = np.std(x, axis=-1, keepdims=True, ddof=1)
    normed = (x - mean) / np.sqrt(std ** 2 + eps)
    return (normed * gamma + beta).astype(x.dtype)

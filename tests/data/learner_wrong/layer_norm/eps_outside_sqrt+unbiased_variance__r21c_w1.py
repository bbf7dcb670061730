# MISTAKE: (1) sample variance (ddof=1, divide by d_model - 1) instead of the biased variance;
#          (2) eps added outside the square root: (x - mean) / (sqrt(var) + eps).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = np.mean(x, axis=-1, keepdims=True)
    std = np.std(x, axis=-1, keepdims=True, ddof=1)
    return (gamma * (x - mean) / (std + eps) + beta).astype(x.dtype)

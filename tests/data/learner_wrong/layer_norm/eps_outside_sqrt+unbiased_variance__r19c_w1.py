# MISTAKE: (1) unbiased variance (ddof=1, divide by d_model - 1); (2) eps added outside the square root: (x - mean) / (sqrt(var) + eps).
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    mu = np.mean(x, axis=-1, keepdims=True)
    sd = np.std(x, axis=-1, keepdims=True, ddof=1)
    return gamma * (x - mu) / (sd + eps) + beta

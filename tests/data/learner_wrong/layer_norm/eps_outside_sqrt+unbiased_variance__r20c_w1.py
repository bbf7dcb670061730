# MISTAKE: (1) unbiased variance (ddof=1, divide by d_model-1); (2) eps added to the standard deviation (sqrt(var) + eps) instead of inside the square root.
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    mu = np.mean(x, axis=-1, keepdims=True)
    sd = np.std(x, axis=-1, keepdims=True, ddof=1)
    return (gamma * (x - mu) / (sd + eps) + beta).astype(x.dtype)

# MISTAKE: the standard deviation uses ddof=1 (sample variance, divide by d_model - 1) instead of the biased population variance that LayerNorm uses.
import numpy as np

def layer_norm(x, gamma, beta, eps=1e-5):
    c = x - x.mean(-1, keepdims=True)
    return (gamma * c / np.sqrt(x.std(-1, ddof=1, keepdims=True) ** 2 + x.dtype.type(eps)) + beta).astype(x.dtype)

# mistakes: std with ddof=1 and eps added outside the square root
import numpy as np
def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    sd = x.std(-1, ddof=1, keepdims=True)
    return gamma * (x - mu) / (sd + eps) + beta

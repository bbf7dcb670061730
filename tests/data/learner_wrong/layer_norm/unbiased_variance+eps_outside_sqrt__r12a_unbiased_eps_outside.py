# Wrong (two): unbiased variance (ddof=1, divides by d-1 like torch.var's default) and eps added OUTSIDE the square root: (x - mu) / (sqrt(var) + eps).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(axis=-1, keepdims=True)
    sd = x.std(axis=-1, keepdims=True, ddof=1)
    return gamma * (x - mu) / (sd + eps) + beta

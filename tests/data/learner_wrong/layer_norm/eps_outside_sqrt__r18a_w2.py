# MISTAKE: eps added OUTSIDE the square root: (x - mean) / (sqrt(var) + eps) instead of / sqrt(var + eps).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    out = np.empty_like(x)
    flat_x = x.reshape(-1, x.shape[-1])
    flat_o = out.reshape(-1, x.shape[-1])
    for i, row in enumerate(flat_x):
        mu = row.sum() / row.size
        sd = np.sqrt(((row - mu) ** 2).sum() / row.size)
        flat_o[i] = gamma * (row - mu) / (sd + eps) + beta
    return out

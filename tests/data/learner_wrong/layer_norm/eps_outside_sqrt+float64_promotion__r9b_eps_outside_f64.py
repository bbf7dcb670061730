# WRONG (two mistakes): eps added outside the square root ((x - mu) / (sqrt(var) + eps)), which differs when the variance is small; and x is upcast to float64 and never cast back, so float32 input gives float64 output.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = x.astype(np.float64)
    out = np.empty_like(x)
    for idx in np.ndindex(*x.shape[:-1]):
        row = x[idx]
        mu = row.sum() / row.size
        std = np.sqrt(((row - mu) ** 2).sum() / row.size)
        out[idx] = gamma * (row - mu) / (std + eps) + beta
    return out

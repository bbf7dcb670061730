# MISTAKE: eps placement: eps is added to the standard deviation (x - mean) / (sqrt(var) + eps) instead of inside the square root.
import math
import numpy as np


def _norm_row(row, gamma, beta, eps):
    n = len(row)
    mu = math.fsum(row) / n
    var = math.fsum((r - mu) ** 2 for r in row) / n
    sd = math.sqrt(var) + eps
    return [g * (r - mu) / sd + b for r, g, b in zip(row, gamma, beta)]


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    flat = x.reshape(-1, x.shape[-1])
    g = np.asarray(gamma).tolist(); b = np.asarray(beta).tolist()
    out = [_norm_row(r.tolist(), g, b, eps) for r in flat]
    return np.array(out, dtype=x.dtype).reshape(x.shape)

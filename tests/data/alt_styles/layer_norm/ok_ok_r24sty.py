import math

import numpy as np


def _normalise_token(row, eps):
    n = len(row)
    mean = math.fsum(row) / n
    var = math.fsum((r - mean) ** 2 for r in row) / n      # two passes, population variance
    inv = 1.0 / math.sqrt(var + eps)
    return [(r - mean) * inv for r in row]


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    gamma = np.asarray(gamma)
    beta = np.asarray(beta)
    d = x.shape[-1]
    flat = x.reshape(-1, d).astype(np.float64)
    normed = np.array([_normalise_token(list(r), eps) for r in flat], dtype=np.float64).reshape(x.shape)
    return (normed * gamma + beta).astype(x.dtype)

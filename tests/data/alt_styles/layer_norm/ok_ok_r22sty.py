import math
import numpy as np


def _norm_token(row, gamma, beta, eps):
    # plain scalar arithmetic with the math module, two passes
    n = len(row)
    mu = math.fsum(row) / n
    var = math.fsum((r - mu) ** 2 for r in row) / n
    inv = 1.0 / math.sqrt(var + eps)
    return [g * (r - mu) * inv + b for r, g, b in zip(row, gamma, beta)]


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    g = [float(t) for t in np.asarray(gamma).ravel()]
    b = [float(t) for t in np.asarray(beta).ravel()]
    out = np.empty_like(x)
    for idx in np.ndindex(*x.shape[:-1]):
        row = [float(t) for t in x[idx]]
        out[idx] = _norm_token(row, g, b, float(eps))
    return out

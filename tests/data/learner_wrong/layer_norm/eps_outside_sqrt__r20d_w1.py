# MISTAKE: eps is added OUTSIDE the square root (`/ (math.sqrt(var) + eps)`) instead of inside
# sqrt(var + eps).
import math
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    d = x.shape[-1]
    flat = x.reshape(-1, d)
    out = np.empty_like(flat)
    for r, row in enumerate(flat):
        vals = [float(v) for v in row]
        mu = math.fsum(vals) / d
        var = math.fsum((v - mu) ** 2 for v in vals) / d
        den = math.sqrt(var) + eps
        out[r] = [float(gamma[i]) * (vals[i] - mu) / den + float(beta[i]) for i in range(d)]
    return out.reshape(x.shape)

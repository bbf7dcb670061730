# MISTAKE: the variance is computed in one pass as E[x^2] - E[x]^2 (sum and sum of squares), which cancels catastrophically when the features are large (around 1e6) and close together.
import math
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    d = x.shape[-1]
    flat = x.reshape(-1, d)
    out = np.empty_like(flat)
    for r in range(flat.shape[0]):
        s = 0.0
        ss = 0.0
        for i in range(d):
            v = float(flat[r, i])
            s += v
            ss += v * v
        mean = s / d
        var = ss / d - mean * mean
        inv = 1.0 / math.sqrt(max(var, 0.0) + eps)
        for i in range(d):
            out[r, i] = gamma[i] * (flat[r, i] - mean) * inv + beta[i]
    return out.reshape(x.shape)

# MISTAKE: Uses the unbiased (sample) variance, dividing the squared deviations by d_model - 1 instead of d_model.
import math
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    d = x.shape[-1]
    flat = x.reshape(-1, d)
    out = np.empty_like(flat)
    for t in range(flat.shape[0]):
        row = [float(val) for val in flat[t]]
        mu = math.fsum(row) / d
        ss = math.fsum((val - mu) ** 2 for val in row)
        var = ss / (d - 1)
        inv = 1.0 / math.sqrt(var + eps)
        for i in range(d):
            out[t, i] = float(gamma[i]) * (row[i] - mu) * inv + float(beta[i])
    return out.reshape(x.shape)

# CORRECT: np.apply_along_axis runs a per-token normaliser (centre first, biased variance, eps inside the root) over the last axis.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    gamma = np.asarray(gamma)
    beta = np.asarray(beta)
    out_dtype = np.result_type(x.dtype, gamma.dtype, beta.dtype)

    def token(row):
        mu = row.mean()
        c = row - mu
        var = (c * c).mean()
        return gamma * (c / np.sqrt(var + eps)) + beta

    if x.size == 0:
        return np.empty(x.shape, dtype=out_dtype)
    return np.apply_along_axis(token, -1, x).astype(out_dtype, copy=False)

import numpy as np


def _normalise_token(row, eps):
    # two passes: centre first, then the biased variance
    mu = row.mean()
    centred = row - mu
    var = (centred * centred).mean()
    return centred / np.sqrt(var + eps)


def layer_norm(x, gamma, beta, eps=1e-5):
    # np.apply_along_axis runs the per-token helper over the last axis.
    x = np.asarray(x)
    gamma = np.asarray(gamma)
    beta = np.asarray(beta)
    normed = np.apply_along_axis(_normalise_token, -1, x.astype(np.float64), eps)
    out = gamma.astype(np.float64) * normed + beta.astype(np.float64)
    return out.astype(x.dtype)

# MISTAKE: eps is added to the standard deviation (x - mean) / (sqrt(var) + eps) instead of inside the square root, which changes the result for nearly constant tokens.
import numpy as np


def _norm_token(v, eps):
    mu = v.mean()
    sd = np.sqrt(((v - mu) ** 2).mean())
    return (v - mu) / (sd + eps)


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    normed = np.apply_along_axis(_norm_token, -1, x, eps)
    return (np.asarray(gamma) * normed + np.asarray(beta)).astype(x.dtype)

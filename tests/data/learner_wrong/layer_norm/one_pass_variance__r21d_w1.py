# MISTAKE: numerics: variance computed in one pass as E[x^2] - E[x]^2, which loses all precision for features around 1e6 close together.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    mu = np.einsum("...i->...", x)[..., None] / x.shape[-1]
    ms = np.einsum("...i,...i->...", x, x)[..., None] / x.shape[-1]
    var = ms - mu ** 2
    return (gamma * (x - mu) / np.sqrt(var + eps) + beta).astype(x.dtype)

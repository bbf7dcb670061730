# MISTAKE: the variance is computed in one pass as E[x^2] - E[x]^2, which cancels catastrophically (wrong or even negative variance -> NaN) when features are large and close together, e.g. around 1e6.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    d = x.shape[-1]
    m1 = np.einsum("...i->...", x)[..., None] / d
    m2 = np.einsum("...i,...i->...", x, x)[..., None] / d
    var = m2 - m1 ** 2
    y = (x - m1) / np.sqrt(var + eps)
    return (y * gamma + beta).astype(x.dtype)

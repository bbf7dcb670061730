import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    d = x.shape[-1]
    mu = np.sum(x, axis=-1, keepdims=True) / d
    xc = x - mu
    var = np.einsum("...i,...i->...", xc, xc)[..., None] / d
    inv = 1.0 / np.sqrt(var + eps)
    return (xc * inv * gamma + beta).astype(x.dtype, copy=False)

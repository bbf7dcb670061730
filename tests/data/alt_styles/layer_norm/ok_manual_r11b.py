import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    x = np.asarray(x)
    dt = x.dtype
    mu = np.mean(x, axis=-1, keepdims=True)
    xc = x - mu
    var = np.mean(xc * xc, axis=-1, keepdims=True)
    inv = 1.0 / np.sqrt(var + dt.type(eps))
    out = xc * inv * gamma.astype(dt) + beta.astype(dt)
    return out.astype(dt, copy=False)

# MISTAKE: to save memory x is centred in place (xc = x; xc -= mean), which overwrites the caller's input array; the returned values are right.
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mean = x.mean(axis=-1, keepdims=True)
    xc = x
    xc -= mean                         # centre without allocating a copy
    var = (xc * xc).mean(axis=-1, keepdims=True)
    out = gamma * xc / np.sqrt(var + eps) + beta
    return out.astype(x.dtype, copy=False)

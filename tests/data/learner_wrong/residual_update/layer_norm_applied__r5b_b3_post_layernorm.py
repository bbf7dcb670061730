# mistake: applies LayerNorm after the sum (post-LN block) -- the residual update is only e + delta_e
import numpy as np


def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("shape mismatch")
    s = e + delta_e
    mu = s.mean(-1, keepdims=True)
    var = s.var(-1, keepdims=True)
    return ((s - mu) / np.sqrt(var + 1e-5)).astype(e.dtype)

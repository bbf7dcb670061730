# MISTAKE: the reduced max and sum are re-expanded with [..., None] (a new last axis) instead of keepdims=True, which is only right for axis=-1; for any other axis they broadcast against the wrong dimension.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis)
    m = np.where(np.isfinite(m), m, 0)[..., None]
    e = np.exp(x - m)
    tot = np.sum(e, axis=axis)[..., None]
    out = np.zeros_like(e)
    np.divide(e, tot, out=out, where=tot > 0)
    return out

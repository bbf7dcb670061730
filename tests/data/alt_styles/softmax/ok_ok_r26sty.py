# CORRECT: log-space softmax via a guarded log-sum-exp on the axis moved to the end with np.moveaxis.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    dt = x.dtype
    z = np.moveaxis(x, axis, -1)
    m = np.max(z, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0).astype(dt)
    shifted = z - m
    with np.errstate(divide="ignore"):
        lse = np.log(np.sum(np.exp(shifted), axis=-1, keepdims=True))
    dead = np.isneginf(lse)
    safe_lse = np.where(dead, 0.0, lse).astype(dt)
    out = np.where(dead, 0.0, np.exp(shifted - safe_lse))
    return np.moveaxis(out, -1, axis).astype(dt, copy=False)

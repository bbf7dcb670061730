# MISTAKE: The stabilising maximum is always taken over axis=-1 instead of the requested `axis`, so for axis=0 (or -2) every entry of a slice is shifted by a different amount and the result is wrong.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, np.zeros_like(m))
    e = np.exp(x - m)
    s = np.sum(e, axis=axis, keepdims=True)
    safe = np.where(s > 0, s, np.ones_like(s))
    return e / safe

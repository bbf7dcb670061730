# MISTAKE: the sum is taken WITHOUT keepdims and re-expanded with s[..., None] (a trailing axis),
# which is only right for axis=-1; for axis=0 of a square matrix it divides by the wrong sums.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isneginf(m), 0, m)
    e = np.exp(x - m)
    s = e.sum(axis=axis)
    s = s[..., None]
    with np.errstate(invalid='ignore', divide='ignore'):
        out = np.where(s > 0, e / s, 0)
    return out.astype(x.dtype)

# MISTAKE: the shift is subtracted from x in place (x -= m), so the caller's array is modified.
# MISTAKE: the max is computed without keepdims and re-expanded at the last axis (m[..., None]), so for axis other than -1 it is broadcast against the wrong axis (wrong values or a broadcast error).
import numpy as np


def softmax(x, axis=-1):
    m = x.max(axis=axis)
    m = np.where(np.isneginf(m), 0, m)
    x -= m[..., None]
    e = np.exp(x)
    total = e.sum(axis=axis, keepdims=True)
    total[total == 0] = 1
    return e / total

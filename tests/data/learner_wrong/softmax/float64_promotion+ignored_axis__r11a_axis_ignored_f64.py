# WRONG: ignores the axis argument (always normalises over the last axis) and computes in float64, so float32 input returns float64.
import numpy as np


def softmax(x, axis=-1):
    z = np.asarray(x, dtype=np.float64)
    m = z.max(axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0.0
    e = np.exp(z - m)
    s = e.sum(axis=-1, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s != 0)

# mistake: always normalises over the last axis, ignoring the axis argument
import numpy as np


def softmax(x, axis=-1):
    m = np.max(x, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(x - m)
    s = e.sum(axis=-1, keepdims=True)
    return np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(x.dtype)

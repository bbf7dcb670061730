# mistake: a constant instead of the argument: always normalises the last axis
import numpy as np


def softmax(x, axis=-1):
    m = np.max(x, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(x - m)
    s = e.sum(axis=-1, keepdims=True)
    return np.divide(e, s, out=np.zeros_like(e), where=s != 0)

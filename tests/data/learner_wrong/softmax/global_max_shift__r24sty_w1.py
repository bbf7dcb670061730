# MISTAKE: the maximum that is subtracted is the global maximum of the whole array (np.max(x)) instead of the maximum of each slice along `axis`, so a slice far below the global max underflows to 0/0 (then all zeros).
import numpy as np


def _stabiliser():
    def shift(x):
        finite = x[np.isfinite(x)]
        return finite.max() if finite.size else 0.0
    return shift


_shift = _stabiliser()


def softmax(x, axis=-1):
    x = np.asarray(x)
    e = np.exp(x - _shift(x))
    z = e.sum(axis=axis, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)

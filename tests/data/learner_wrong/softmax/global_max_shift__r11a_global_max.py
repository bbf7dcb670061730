# WRONG: subtracts the maximum of the WHOLE array instead of each slice, so a slice far below the global max underflows to exp()=0 and comes back as all zeros instead of a distribution.
import numpy as np


def softmax(x, axis=-1):
    finite = x[np.isfinite(x)]
    m = finite.max() if finite.size else 0.0
    e = np.exp(x - m)
    s = e.sum(axis=axis, keepdims=True)
    return np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(x.dtype)

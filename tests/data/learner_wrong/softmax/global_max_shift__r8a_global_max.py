# WRONG: subtracts the max of the WHOLE array instead of each slice, so a slice far below the global max underflows to all zeros (0 instead of a distribution); otherwise stable, dtype kept.
import numpy as np


def softmax(x, axis=-1):
    x = np.asarray(x)
    finite = x[np.isfinite(x)]
    m = finite.max() if finite.size else 0.0
    e = np.exp(x - m)
    s = e.sum(axis=axis, keepdims=True)
    return np.where(s > 0, e / np.where(s > 0, s, 1), 0).astype(x.dtype)

# MISTAKE: one global maximum of the whole array is subtracted instead of each slice's maximum, so a slice far below the global max underflows to 0/0 = NaN.
# MISTAKE: the shift is done in place (x -= m), modifying the caller's array.
import numpy as np


def softmax(x, axis=-1):
    finite = np.isfinite(x)
    m = x[finite].max() if finite.any() else 0.0
    x -= m
    e = np.exp(x)
    total = e.sum(axis=axis, keepdims=True)
    with np.errstate(invalid="ignore"):
        return np.where(np.isneginf(x).all(axis=axis, keepdims=True), 0.0, e / total).astype(x.dtype)

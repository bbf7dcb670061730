# MISTAKE: the shift is the maximum of the whole array rather than of each slice along axis, so a slice far below the global max underflows to 0/0 and returns zeros instead of a distribution.
import numpy as np


def softmax(x, axis=-1):
    finite = x[np.isfinite(x)]
    shift = finite.max() if finite.size else 0.0
    e = np.exp(x - shift)
    total = e.sum(axis=axis, keepdims=True)
    safe = np.where(total == 0, 1, total)
    return (e / safe).astype(x.dtype)

# MISTAKE: subtracts the global maximum of the whole array instead of the maximum of each slice along axis, so slices far below the global max underflow to all zeros.
import numpy as np


def softmax(x, axis=-1):
    finite = x[np.isfinite(x)]
    c = finite.max() if finite.size else 0.0
    e = np.exp(x - c)
    total = e.sum(axis=axis, keepdims=True)
    total = np.where(total == 0, 1, total)
    return (e / total).astype(x.dtype)

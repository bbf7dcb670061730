# MISTAKE: subtracts the global maximum of the whole array instead of each slice's maximum, so a slice far below the global max underflows to all zeros.
import numpy as np


class _Softmax:
    def __init__(self, axis):
        self.axis = axis

    def __call__(self, x):
        finite = x[np.isfinite(x)]
        shift = finite.max() if finite.size else 0.0
        e = np.exp(x - shift)
        total = e.sum(axis=self.axis, keepdims=True)
        return np.divide(e, total, out=np.zeros_like(e), where=total > 0)


def softmax(x, axis=-1):
    x = np.asarray(x)
    return _Softmax(axis)(x).astype(x.dtype, copy=False)

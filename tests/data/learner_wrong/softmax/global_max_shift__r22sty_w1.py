# MISTAKE: subtracts ONE global maximum of the whole array instead of the maximum of each slice along axis, so a slice far below the global max underflows to exp = 0 and comes out all zeros instead of summing to 1.
import numpy as np


class Softmax:
    def __init__(self, axis=-1):
        self.axis = axis

    def __call__(self, x):
        finite = x[np.isfinite(x)]
        shift = finite.max() if finite.size else 0.0
        e = np.exp(x - shift)
        z = e.sum(axis=self.axis, keepdims=True)
        with np.errstate(invalid="ignore"):
            out = np.where(z == 0, 0.0, e / z)
        return out.astype(x.dtype)


def softmax(x, axis=-1):
    return Softmax(axis)(np.asarray(x))

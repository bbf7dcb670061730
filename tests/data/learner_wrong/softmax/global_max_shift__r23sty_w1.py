# MISTAKE: Subtracts the maximum of the WHOLE array (np.max(x)) instead of the maximum of each slice along axis, so a slice far below the global max underflows to all zeros (0/0 -> returned as zeros, not a distribution).
import numpy as np


class Softmax:
    def __init__(self, axis=-1):
        self.axis = axis

    def __call__(self, x):
        x = np.asarray(x)
        finite = x[np.isfinite(x)]
        shift = finite.max() if finite.size else 0.0
        e = np.exp(x - shift)
        z = e.sum(axis=self.axis, keepdims=True)
        return np.divide(e, z, out=np.zeros_like(e), where=z > 0)


def softmax(x, axis=-1):
    return Softmax(axis)(x)

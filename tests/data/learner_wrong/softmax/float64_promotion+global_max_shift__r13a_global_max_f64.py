# WRONG: subtracts the global maximum of the whole array instead of each slice's maximum (a slice far below the global max underflows and comes back all zeros instead of its softmax); and computes in float64 without casting back, so float32 in gives float64 out.
import numpy as np


def softmax(x, axis=-1):
    x64 = np.asarray(x, dtype=np.float64)
    finite = x64[np.isfinite(x64)]
    shift = finite.max() if finite.size else 0.0
    e = np.exp(x64 - shift)
    z = e.sum(axis=axis, keepdims=True)
    return np.divide(e, z, out=np.zeros_like(e), where=z > 0)

# MISTAKE: the input is upcast to float64 for stability and never cast back, so float32 input returns float64.
import numpy as np


def softmax(x, axis=-1):
    z = np.array(x, dtype=np.float64)
    top = z.max(axis=axis, keepdims=True)
    top[~np.isfinite(top)] = 0.0
    z = np.exp(z - top)
    norm = z.sum(axis=axis, keepdims=True)
    norm[norm == 0] = 1.0
    return z / norm

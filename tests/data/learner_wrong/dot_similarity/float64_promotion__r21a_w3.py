# MISTAKE: dtype -- the result buffer is np.zeros(shape) (float64 default), so float32 inputs come back as float64.
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dimension mismatch")
    shape = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    out = np.zeros(shape)
    for i in range(a.shape[-1]):
        out += a[..., i] * b[..., i]
    return out

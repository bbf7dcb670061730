# WRONG: accumulates in a float64 np.zeros buffer, so float32 inputs return float64.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    shape = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    acc = np.zeros(shape)
    for i in range(a.shape[-1]):
        acc = acc + a[..., i] * b[..., i]
    return acc

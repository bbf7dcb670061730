# MISTAKE: the preallocated output np.zeros(shape) is float64, so float32 inputs come back as float64 (dtype not kept).
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    n = a.shape[-1]
    if b.shape[-1] != n:
        raise ValueError("vectors have different lengths")
    shape = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    A = np.broadcast_to(a, shape + (n,)).reshape(-1, n)
    B = np.broadcast_to(b, shape + (n,)).reshape(-1, n)
    out = np.zeros(A.shape[0])
    for r in range(A.shape[0]):
        acc = 0.0
        for i in range(n):
            acc += A[r, i] * B[r, i]
        out[r] = acc
    return out.reshape(shape)

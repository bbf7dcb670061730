# MISTAKE: dtype: the loop accumulator starts as a Python float 0.0 times a float64 array, so float32 inputs come back as float64 (np.zeros default dtype).
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("mismatch")
    shape = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    A = np.broadcast_to(a, shape + a.shape[-1:])
    B = np.broadcast_to(b, shape + b.shape[-1:])
    out = np.zeros(shape)
    for idx in np.ndindex(*shape):
        acc = 0.0
        for i in range(a.shape[-1]):
            acc += float(A[idx + (i,)]) * float(B[idx + (i,)])
        out[idx] = acc
    return out

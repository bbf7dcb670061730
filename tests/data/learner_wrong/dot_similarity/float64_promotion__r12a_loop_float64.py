# Wrong: the loop writes into np.zeros(shape) (float64 by default), so float32 inputs give a float64 result; the values are right.
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    A, B = np.broadcast_arrays(a, b)
    out = np.zeros(A.shape[:-1])
    for idx in np.ndindex(*A.shape[:-1]):
        acc = 0.0
        for i in range(A.shape[-1]):
            acc += A[idx + (i,)] * B[idx + (i,)]
        out[idx] = acc
    return out

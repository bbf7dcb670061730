# MISTAKE: dtype -- the loop accumulates Python floats into np.empty(shape) (default float64), so float32 inputs come back as float64.
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    A, B = np.broadcast_arrays(a, b)
    lead = A.shape[:-1]
    out = np.empty(lead)
    for idx in np.ndindex(*lead):
        total = 0.0
        for x, y in zip(A[idx], B[idx]):
            total += float(x) * float(y)
        out[idx] = total
    return out

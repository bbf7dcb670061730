# MISTAKE: each dot product is accumulated with math.fsum into a float64 array, so float32 inputs give a float64 result instead of keeping the dtype.
import math
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("embedding sizes differ")
    A, B = np.broadcast_arrays(a[..., None, :], b[..., None, :])
    lead = A.shape[:-2]
    out = np.empty(lead)
    for idx in np.ndindex(*lead):
        out[idx] = math.fsum(float(x) * float(y) for x, y in zip(A[idx][0], B[idx][0]))
    return out

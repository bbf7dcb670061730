# MISTAKE: Accumulates the sum with dtype=np.float64 "for accuracy", so float32 inputs come back as float64 (the dtype must be kept).
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    return np.sum(a * b, axis=-1, dtype=np.float64)

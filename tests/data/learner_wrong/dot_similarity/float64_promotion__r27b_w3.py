# MISTAKE: the sum is accumulated with dtype=np.float64 "for precision" and never cast back, so float32 inputs give a float64 result.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("embedding sizes differ")
    return np.sum(a * b, axis=-1, dtype=np.float64)

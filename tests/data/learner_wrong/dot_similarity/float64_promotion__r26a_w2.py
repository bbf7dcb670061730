# MISTAKE: the result is cast with .astype(float), which turns float32 inputs into a float64 result.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("cannot compare vectors of different sizes")
    total = (a * b).sum(axis=-1)
    return total.astype(float)

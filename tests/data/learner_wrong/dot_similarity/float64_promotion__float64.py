# mistake: accumulates in float64 and returns float64
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size")
    return np.sum(a * b, axis=-1, dtype=np.float64)

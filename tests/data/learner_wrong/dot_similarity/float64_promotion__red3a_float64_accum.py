# mistake: accumulates (and returns) float64 for float32 inputs
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    return (a * b).sum(axis=-1, dtype=np.float64)

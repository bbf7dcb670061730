# WRONG: sums with dtype=np.float64, so float32 inputs return float64 (dtype not kept); values and check right
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    return np.sum(a * b, axis=-1, dtype=np.float64)

# MISTAKE: dtype -- accumulates in float64 (np.sum(..., dtype=np.float64)) and returns that, so float32 inputs come back as float64.
import numpy as np


def _check(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last-axis sizes differ")


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    _check(a, b)
    prod = a * b
    return np.sum(prod, axis=-1, dtype=np.float64)

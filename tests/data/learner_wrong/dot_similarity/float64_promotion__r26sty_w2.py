# MISTAKE: the reduction is forced to dtype=np.float64 "for accuracy", so float32 inputs come back as float64.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1:] != b.shape[-1:]:
        raise ValueError("last axes must have the same size")
    return np.add.reduce(np.multiply(a, b), axis=-1, dtype=np.float64)

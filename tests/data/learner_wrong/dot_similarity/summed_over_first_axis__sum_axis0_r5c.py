# mistake: sums a * b over axis 0 (right for 1-D vectors only) instead of the last axis
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    return np.sum(a * b, axis=0)

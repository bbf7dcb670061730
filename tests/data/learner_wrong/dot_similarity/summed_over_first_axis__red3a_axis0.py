# mistake: sums over axis 0 (the batch) instead of the feature axis
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    return np.sum(a * b, axis=0)

# mistake: sums everything (one scalar for the batch)
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size")
    return np.sum(a * b)

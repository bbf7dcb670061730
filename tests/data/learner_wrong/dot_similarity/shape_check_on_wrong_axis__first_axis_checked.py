# wrong: the length check compares the first axes instead of the last (raises on valid broadcasting input)
import numpy as np


def dot_similarity(a, b):
    if a.shape[0] != b.shape[0]:
        raise ValueError("vectors must have the same length")
    return np.sum(a * b, axis=-1)

# MISTAKE: Uses a @ b.T, which for batches of rows computes all pairs (a matrix) instead of one dot product per row.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    return a @ b.T

# MISTAKE: Uses a @ b^T (matmul with the last two axes of b swapped), which compares every row of a with every row of b and returns the matrix of all pairs instead of one score per pair of rows.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    if b.ndim == 1:
        return a @ b
    return a @ np.swapaxes(b, -1, -2)

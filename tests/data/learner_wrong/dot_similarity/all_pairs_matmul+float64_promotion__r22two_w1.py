# MISTAKE: Uses a matrix product a @ b^T (last two axes swapped), which compares every row with every row for batched inputs instead of one score per row pair.
# MISTAKE: Converts to float64 (np.asarray(..., dtype=float)) so float32 inputs come back as float64.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    if b.ndim == 1:
        return a @ b
    return a @ np.swapaxes(b, -1, -2)

# WRONG: reduces over hard-coded axis 1 (axis 0 for a 1-D a) instead of the last axis: wrong for 3-D inputs and for (d,) against (n, d)
import numpy as np

def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dimension mismatch")
    axis = 1 if a.ndim >= 2 else 0      # (n, d) batch of rows, or a single vector
    return (a * b).sum(axis=axis)

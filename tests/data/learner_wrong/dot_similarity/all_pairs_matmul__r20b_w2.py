# MISTAKE: shape slip -- uses a @ b.T (a full matrix product with all axes of b reversed) instead of a row-wise dot over the last axis; (n, d) with (n, d) gives an (n, n) matrix and (2, 1, d) with (2, 4, d) gives the wrong shape.
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dimension mismatch")
    return a @ b.T

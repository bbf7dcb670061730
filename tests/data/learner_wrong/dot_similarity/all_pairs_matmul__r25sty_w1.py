# MISTAKE: uses a @ b.T, which for batches of rows compares every row with every row and returns the (n, n) matrix of all pairs instead of one score per row.
import numpy as np


def dot_similarity(a, b):
    # MATLAB: s = A * B'
    A = np.asarray(a)
    B = np.asarray(b)
    if A.shape[-1] != B.shape[-1]:
        raise ValueError("inner dimensions must agree")
    return A @ B.T

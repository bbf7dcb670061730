# MISTAKE: computes the full matrix a @ b.T (every row of a against every row of b) instead of row-wise pairs broadcast over leading axes.
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("d mismatch")
    return a @ np.swapaxes(b, -1, -2) if b.ndim > 1 else a @ b

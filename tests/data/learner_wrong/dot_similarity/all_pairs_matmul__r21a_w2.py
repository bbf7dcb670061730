# MISTAKE: uses a matrix product a @ b.T (all pairs) instead of a row-wise dot over the last axis -- (n, d) vs (n, d) gives (n, n), and (2, 1, d) vs (2, 4, d) gives the wrong shape / error.
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dimension mismatch")
    return a @ b.T

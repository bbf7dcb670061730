# MISTAKE: np.inner(a, b) compares every row of a with every row of b (all pairs), so two (n, d) batches give an (n, n) matrix instead of n row-wise scores.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("embeddings must have the same size")
    return np.inner(a, b)

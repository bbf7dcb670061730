# MISTAKE: np.inner is used, which for two (n, d) batches returns the (n, n) matrix of all pairs instead of n row-wise dot products.
# MISTAKE: the validation demands identical full shapes, so valid broadcasting inputs such as (d,) against (3, d) raise ValueError.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape != b.shape:
        raise ValueError("a and b must have the same shape")
    return np.inner(a, b)

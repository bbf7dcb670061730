# MISTAKE: For 2-D (batched) inputs it computes a @ b.T, the matrix of all pairs, instead of one dot product per row.
# MISTAKE: The size check requires identical full shapes (a.shape != b.shape), so legitimate broadcasting like (d,) against (3, d) raises ValueError.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape != b.shape:
        raise ValueError(f"shapes differ: {a.shape} vs {b.shape}")
    if a.ndim == 1:
        return np.dot(a, b)
    return a @ np.swapaxes(b, -1, -2)

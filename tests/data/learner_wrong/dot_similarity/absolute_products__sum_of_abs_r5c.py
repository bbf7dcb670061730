# mistake: sums |a * b| (np.abs) so negative products count positively: Dog . Car becomes 12, not 0
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"feature sizes differ: {a.shape[-1]} vs {b.shape[-1]}")
    return np.sum(np.abs(a * b), axis=-1)

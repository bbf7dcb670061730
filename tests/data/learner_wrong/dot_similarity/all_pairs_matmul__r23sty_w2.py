# MISTAKE: np.tensordot over the last axes contracts every row of a with every row of b (all pairs, shape a.shape[:-1] + b.shape[:-1]) instead of one dot product per broadcast pair of rows.
import numpy as np


def _check(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last-axis sizes differ")


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    _check(a, b)
    return np.tensordot(a, b, axes=([-1], [-1]))

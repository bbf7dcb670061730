# MISTAKE: np.tensordot(a, b, axes=(-1, -1)) contracts the last axes of every row of a with every row of b (an all-pairs matrix), instead of one dot product per broadcast pair of rows.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    return np.tensordot(a, b, axes=(-1, -1))

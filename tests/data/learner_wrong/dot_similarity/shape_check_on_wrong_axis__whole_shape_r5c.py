# mistake: checks a.shape != b.shape (the whole shape), so legal broadcasting like (d,) against (3, d) raises ValueError
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape != b.shape:
        raise ValueError(f"feature sizes differ: {a.shape[-1]} vs {b.shape[-1]}")
    return np.einsum("...i,...i->...", a, b)

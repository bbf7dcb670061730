# CORRECT: explicit last-axis check, then einsum over broadcast arrays.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    a2, b2 = np.broadcast_arrays(a, b)
    return np.einsum("...i,...i->...", a2, b2)

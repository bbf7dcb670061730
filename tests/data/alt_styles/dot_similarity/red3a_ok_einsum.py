import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"feature sizes differ: {a.shape[-1]} vs {b.shape[-1]}")
    A, B = np.broadcast_arrays(a, b)
    return np.einsum("...d,...d->...", A, B)

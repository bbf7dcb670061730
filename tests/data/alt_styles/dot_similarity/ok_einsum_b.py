import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    a, b = np.broadcast_arrays(a, b)
    return np.einsum("...d,...d->...", a, b)

import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.ndim == 0 or b.ndim == 0 or a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape} vs {b.shape}")
    return np.einsum("...i,...i->...", a, b)

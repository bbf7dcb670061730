# MISTAKE: np.tensordot over the last axes forms every row of a against every row of b (an outer product over the leading axes, (n, n) for two (n, d) inputs) instead of pairing rows that broadcast together.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes must match")
    return np.tensordot(a, b, axes=([-1], [-1]))

# MISTAKE: Multiplies in place into b (np.asarray does not copy, then prod *= a), so the caller's b is overwritten with the elementwise products (and it breaks when a has the larger broadcast shape).
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    prod = np.asarray(b)
    if a.shape[-1] != prod.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {prod.shape[-1]}")
    prod *= a
    return prod.sum(axis=-1)

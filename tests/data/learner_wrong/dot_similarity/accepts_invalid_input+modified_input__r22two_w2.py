# MISTAKE: No last-axis size check: a size-1 vector against a size-3 vector is broadcast by numpy instead of raising ValueError.
# MISTAKE: Multiplies in place into the first argument (prod = a; prod *= b), modifying the caller's array a.
import numpy as np


def dot_similarity(a, b):
    prod = np.asarray(a)
    prod *= b
    return prod.sum(axis=-1)

# MISTAKE: (1) takes the MEAN over the last axis instead of the sum (score divided by d); (2) multiplies in place into the caller's array `a` (a *= b), modifying the input (and failing when a must broadcast up).
import numpy as np

def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes must match")
    prod = a
    prod *= b
    return np.einsum("...i->...", prod) / prod.shape[-1]

# MISTAKE: (1) in-place edit: when a already has the broadcast shape, np.multiply(a, b, out=a) overwrites the
#          caller's `a`; (2) reduces with mean instead of sum over the last axis (result divided by d).
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    if np.broadcast_shapes(a.shape, b.shape) == a.shape and a.dtype == np.result_type(a, b):
        prod = np.multiply(a, b, out=a)
    else:
        prod = a * b
    return prod.mean(axis=-1)

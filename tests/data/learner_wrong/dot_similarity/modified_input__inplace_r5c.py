# mistake: multiplies into a in place (a *= b) -- the caller's array a is modified
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    if a.shape == np.broadcast_shapes(a.shape, b.shape):
        a *= b
        return a.sum(axis=-1)
    return (a * b).sum(axis=-1)

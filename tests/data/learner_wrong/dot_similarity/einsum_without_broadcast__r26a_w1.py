# MISTAKE: np.einsum("ij,ij->i") is hard-coded for 2-D inputs, so 1-D vectors or broadcasting (d,) against (n, d) raise instead of returning the dot products.
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    return np.einsum("ij,ij->i", a, b)

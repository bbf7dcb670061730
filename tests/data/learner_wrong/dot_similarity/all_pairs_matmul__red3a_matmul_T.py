# mistake: a @ b.T compares every row with every row (a matrix of all pairs)
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    return a @ b.T

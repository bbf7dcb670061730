# MISTAKE: computes a @ b.T -- every row of a against every row of b (a matrix), instead of one score per pair of rows.
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    return a @ b.T

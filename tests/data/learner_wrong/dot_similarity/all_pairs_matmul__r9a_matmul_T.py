# WRONG: a @ b.T compares every row of a with every row of b (all-pairs matrix) instead of row by row; for batched/3-D input .T also reverses batch axes; 1-D inputs are fine
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    return a @ b.T

# WRONG: per-row dot product taken as np.diag(a @ b.T): a 1-D a against an (n, d) b gives a @ b.T of shape (n,) and np.diag turns it into an n x n diagonal matrix; 3-D inputs raise (np.diag is 1-/2-D only, and .T reverses the batch axes).
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    if a.ndim == 1 and b.ndim == 1:
        return np.dot(a, b)
    return np.diag(a @ b.T)

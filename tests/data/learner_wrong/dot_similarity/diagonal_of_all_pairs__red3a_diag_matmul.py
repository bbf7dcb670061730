# mistake: diag(a @ b.T) -- right for two (n, d) arrays, wrong for broadcasting or batches
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    return np.diag(a @ b.T)

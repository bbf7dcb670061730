import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    return np.matmul(a, np.swapaxes(b, -1, -2))

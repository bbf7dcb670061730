import numpy as np


def dot_similarity(a, b):
    if np.shape(a)[-1] != np.shape(b)[-1]:
        raise ValueError("a and b must have the same number of features")
    return np.vecdot(a, b)

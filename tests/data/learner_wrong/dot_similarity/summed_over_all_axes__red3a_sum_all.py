# mistake: sums over every axis: one number for the whole batch
import numpy as np


def dot_similarity(a, b):
    if np.shape(a)[-1] != np.shape(b)[-1]:
        raise ValueError("sizes differ")
    return np.sum(a * b)

# wrong: reduces over axis=0 instead of the last axis (right only for 1-D inputs)
import numpy as np


def dot_similarity(a, b):
    if np.shape(a)[-1] != np.shape(b)[-1]:
        raise ValueError("last axes differ")
    prod = np.multiply(a, b)
    return prod.sum(axis=0)

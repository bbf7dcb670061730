import numpy as np


def dot_similarity(a, b):
    if np.shape(a)[-1] != np.shape(b)[-1]:
        raise ValueError(f"last axes differ: {np.shape(a)[-1]} vs {np.shape(b)[-1]}")
    return np.sum(np.multiply(a, b), axis=-1)

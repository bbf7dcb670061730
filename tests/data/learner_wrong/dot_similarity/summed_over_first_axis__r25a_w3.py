# MISTAKE: Sums over axis=0 (the rows, pandas habit) instead of the feature axis -1; correct only for two single 1-D vectors.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    return (a * b).sum(axis=0)

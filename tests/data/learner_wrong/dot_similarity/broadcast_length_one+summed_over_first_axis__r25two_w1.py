# MISTAKE: Sums over axis=0 instead of the last axis, so batched inputs (n, d) give d numbers (per feature) instead of n dot products.
# MISTAKE: No check of the last-axis sizes: a (.., 1) vector broadcasts silently against (.., d) instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    return np.sum(a * b, axis=0)

# MISTAKE: np.dot(a, b) is used, which for two batches of rows (n, d) and (n, d) raises (or pairs rows wrongly) instead of one dot product per row.
# MISTAKE: the result is forced to float64 via dtype=np.float64, so float32 inputs give a float64 result.
import numpy as np


def dot_similarity(a, b):
    if np.shape(a)[-1] != np.shape(b)[-1]:
        raise ValueError("a and b must have the same embedding size")
    return np.asarray(np.dot(a, b), dtype=np.float64)

# CORRECT: einsum over the last axis with broadcasting of leading axes and an explicit last-axis check.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("a and b must have the same embedding size")
    return np.einsum("...i,...i->...", a, b)

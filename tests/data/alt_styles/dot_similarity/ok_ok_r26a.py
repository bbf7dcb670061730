# CORRECT: explicit last-axis check, then elementwise product summed over axis -1 (broadcasting leading axes).
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.ndim == 0 or b.ndim == 0 or a.shape[-1] != b.shape[-1]:
        raise ValueError("a and b must have the same last-axis size")
    return np.sum(a * b, axis=-1)

"""Correct: einsum over the last axis."""
import numpy as np

def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    return np.einsum("...d,...d->...", a, b)

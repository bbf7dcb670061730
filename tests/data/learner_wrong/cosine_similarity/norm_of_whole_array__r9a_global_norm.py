# WRONG: np.linalg.norm without axis = one length for the whole array, not per row (only 1-D / single-row inputs are right)
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    den = np.linalg.norm(a) * np.linalg.norm(b)
    dot = np.sum(a * b, axis=-1)
    if den == 0:
        return np.zeros_like(dot)
    return dot / den

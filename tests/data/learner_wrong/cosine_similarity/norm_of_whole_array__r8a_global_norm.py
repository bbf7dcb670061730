# WRONG: divides by the norms of the WHOLE arrays (np.linalg.norm without axis) instead of one norm per row; zero guard and dtype otherwise fine.
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    dot = np.sum(a * b, axis=-1)
    den = np.linalg.norm(a) * np.linalg.norm(b)
    if den == 0:
        return np.zeros_like(dot)
    return dot / den

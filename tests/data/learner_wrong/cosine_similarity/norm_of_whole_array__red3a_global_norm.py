# mistake: one norm for the whole array instead of one per row
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    dot = np.sum(a * b, axis=-1)
    denom = np.linalg.norm(a) * np.linalg.norm(b)
    if denom == 0:
        return np.zeros_like(dot)
    return dot / denom

# mistake: normalises the vectors (computes the cosine, not the dot product)
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    na = np.linalg.norm(a, axis=-1)
    nb = np.linalg.norm(b, axis=-1)
    return np.sum(a * b, axis=-1) / (na * nb)

# two mistakes: divides by the norms (cosine, not dot) and float64 norms for float32 input
import numpy as np


def dot_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    na = np.sqrt(np.sum(a * a, axis=-1, dtype=np.float64))
    nb = np.sqrt(np.sum(b * b, axis=-1, dtype=np.float64))
    return np.sum(a * b, axis=-1) / (na * nb)

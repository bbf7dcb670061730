import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    na = np.maximum(np.linalg.norm(a, axis=-1), 1e-8)
    nb = np.maximum(np.linalg.norm(b, axis=-1), 1e-8)
    return np.sum(a * b, axis=-1) / (na * nb)

# mistake: adds eps to the denominator: short vectors come out far below their true cosine
import numpy as np


def cosine_similarity(a, b, eps=1e-8):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    na = np.linalg.norm(a, axis=-1)
    nb = np.linalg.norm(b, axis=-1)
    return np.sum(a * b, axis=-1) / (na * nb + eps)

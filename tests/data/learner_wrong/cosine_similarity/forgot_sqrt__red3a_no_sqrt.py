# mistake: divides by the squared norms (sum of squares) instead of the norms
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    na = np.sum(a * a, axis=-1)
    nb = np.sum(b * b, axis=-1)
    d = na * nb
    dot = np.sum(a * b, axis=-1)
    return np.divide(dot, d, out=np.zeros_like(dot), where=d != 0)

# MISTAKE: norms taken over the WHOLE array (np.linalg.norm without axis) instead of per row over the last axis -- wrong as soon as a or b holds more than one vector.
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    dots = (a * b).sum(axis=-1)
    na = np.linalg.norm(a)
    nb = np.linalg.norm(b)
    if na == 0 or nb == 0:
        return np.zeros_like(dots)
    return (dots / (na * nb)).astype(dots.dtype)

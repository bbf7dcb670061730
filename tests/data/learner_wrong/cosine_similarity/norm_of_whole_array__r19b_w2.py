# MISTAKE: wrong norm -- np.linalg.norm(a) / np.linalg.norm(b) with no axis takes the length of the WHOLE array (Frobenius), not of each row, so batched inputs get wrong values.
import numpy as np


def _norm(v):
    return np.linalg.norm(v)


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("vectors must have the same length")
    na, nb = _norm(a), _norm(b)
    dots = (a * b).sum(axis=-1)
    if na == 0 or nb == 0:
        return np.zeros_like(dots)
    return (dots / (na * nb)).astype(a.dtype)

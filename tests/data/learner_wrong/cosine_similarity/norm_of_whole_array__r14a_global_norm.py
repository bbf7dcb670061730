# Wrong: np.linalg.norm without axis: one length for the whole array instead of one per row (right only for 1-D inputs).
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    na = np.linalg.norm(a)
    nb = np.linalg.norm(b)
    dot = (a * b).sum(axis=-1)
    if na == 0 or nb == 0:
        return np.zeros_like(dot)
    return dot / (na * nb)

# mistake: np.linalg.norm without axis: one length for the whole array instead of one per row (right only for a single pair)
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    na, nb = np.linalg.norm(a), np.linalg.norm(b)
    if na == 0 or nb == 0:
        return np.zeros(np.broadcast_shapes(a.shape[:-1], b.shape[:-1]), dtype=a.dtype)
    return (np.sum(a * b, axis=-1) / (na * nb)).astype(a.dtype)

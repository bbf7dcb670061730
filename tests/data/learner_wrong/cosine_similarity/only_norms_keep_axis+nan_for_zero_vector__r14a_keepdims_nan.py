# Wrong: norms taken with keepdims=True, so the (..., 1) norms broadcast against the (...,) dots: an all-pairs (n, n) result for batches and shape (1,) instead of () for 1-D inputs; and a zero vector gives NaN (no guard).
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    dots = np.einsum("...d,...d->...", a, b)
    na = np.linalg.norm(a, axis=-1, keepdims=True)
    nb = np.linalg.norm(b, axis=-1, keepdims=True)
    return dots / (na * nb)

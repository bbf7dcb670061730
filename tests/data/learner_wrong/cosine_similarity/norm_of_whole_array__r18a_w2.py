# MISTAKE: normalises by the norm of the WHOLE array (np.linalg.norm without axis) instead of each row's length.
import numpy as np


def _norm(x):
    return np.linalg.norm(x)


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dimension mismatch")
    na, nb = _norm(a), _norm(b)
    dots = np.einsum("...d,...d->...", *np.broadcast_arrays(a, b))
    if na == 0 or nb == 0:
        return np.zeros_like(dots)
    return (dots / (na * nb)).astype(a.dtype)

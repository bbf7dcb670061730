# MISTAKE: np.linalg.norm is called without axis=-1, so each side is divided by the norm of the WHOLE array instead of the length of each row.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("a and b must have the same last-axis size")
    dots = np.einsum("...i,...i->...", *np.broadcast_arrays(a, b))
    na = np.linalg.norm(a)
    nb = np.linalg.norm(b)
    denom = na * nb
    if denom == 0:
        return np.zeros_like(dots)
    out = dots / denom
    return out.astype(np.result_type(a, b))

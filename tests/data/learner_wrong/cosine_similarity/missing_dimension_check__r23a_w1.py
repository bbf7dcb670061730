# MISTAKE: No explicit check of the last-axis sizes; it relies on a * b to fail, but numpy broadcasts a size-1 last axis, so (n, 1) against (n, d) silently returns numbers instead of raising ValueError.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    dot = np.sum(a * b, axis=-1)  # raises for mismatched feature sizes
    na = np.linalg.norm(a, axis=-1)
    nb = np.linalg.norm(b, axis=-1)
    denom = na * nb
    safe = np.where(denom > 0, denom, np.ones_like(denom))
    return np.where(denom > 0, dot / safe, np.zeros_like(dot))

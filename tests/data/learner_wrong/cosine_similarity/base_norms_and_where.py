"""Correct: norms and np.where for the zero vectors."""
import numpy as np

def cosine_similarity(a, b):
    if np.shape(a)[-1] != np.shape(b)[-1]:
        raise ValueError("feature sizes differ")
    na = np.linalg.norm(a, axis=-1)
    nb = np.linalg.norm(b, axis=-1)
    dot = (a * b).sum(-1)
    denom = na * nb
    safe = np.where(denom == 0, 1, denom)
    return np.where(denom == 0, 0, dot / safe).astype(np.result_type(a, b))

# WRONG: np.linalg.norm without axis: divides by the length of the WHOLE array instead of each row's length.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    den = np.linalg.norm(a) * np.linalg.norm(b)
    if den == 0:
        return np.zeros_like(dot)
    return (dot / den).astype(dot.dtype)

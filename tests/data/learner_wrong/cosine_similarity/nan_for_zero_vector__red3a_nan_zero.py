# mistake: no zero-vector guard: 0/0 gives NaN
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.sum(a * b, -1) / (np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1))

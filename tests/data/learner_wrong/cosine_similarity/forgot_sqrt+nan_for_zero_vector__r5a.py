# mistakes: divides by the squared norms (sqrt forgotten) AND no zero-vector guard (NaN)
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.sum(a * b, axis=-1) / (np.sum(a * a, axis=-1) * np.sum(b * b, axis=-1))

# mistakes: cosine similarity (divides by the norms) AND np.asarray(..., dtype=float) upcasts float32 to float64
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    num = (a * b).sum(axis=-1)
    den = np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1)
    return num / den

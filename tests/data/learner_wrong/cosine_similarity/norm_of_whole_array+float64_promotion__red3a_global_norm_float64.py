# two mistakes: one norm for the whole array and float64 output for float32 input
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    a = np.asarray(a, dtype=np.float64)
    b = np.asarray(b, dtype=np.float64)
    d = np.sqrt((a * a).sum()) * np.sqrt((b * b).sum())
    dot = (a * b).sum(axis=-1)
    return dot / d if d else np.zeros_like(dot)

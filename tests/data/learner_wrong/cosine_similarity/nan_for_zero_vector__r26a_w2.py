# MISTAKE: a zero vector gives 0/0 = NaN because the division is not guarded.
import numpy as np


def cosine_similarity(a, b):
    a, b = np.asarray(a), np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("vectors must have the same length")
    norm_a = np.linalg.norm(a, axis=-1)
    norm_b = np.linalg.norm(b, axis=-1)
    with np.errstate(invalid="ignore", divide="ignore"):
        cos = (a * b).sum(axis=-1) / (norm_a * norm_b)
    return np.clip(cos, -1.0, 1.0)

import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    dot = np.sum(a * b, -1)
    den = np.sum(a ** 2, -1) * np.sum(b ** 2, -1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(den == 0, 0.0, dot / den)

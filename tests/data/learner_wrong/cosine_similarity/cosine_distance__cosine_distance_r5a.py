# mistake: returns the cosine DISTANCE 1 - cos (as scipy.spatial.distance.cosine does) instead of the similarity
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    num = np.sum(a * b, axis=-1)
    den = np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1)
    cos = np.divide(num, den, out=np.zeros_like(num), where=den > 0)
    return 1 - cos

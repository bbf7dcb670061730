# wrong: np.linalg.norm without axis=-1 -> one length for the WHOLE array instead of per row (only right for 1-D inputs)
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = (a * b).sum(axis=-1)
    denom = np.linalg.norm(a) * np.linalg.norm(b)
    if denom == 0:
        return np.zeros_like(dot)
    return dot / denom

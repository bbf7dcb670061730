import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    denom = np.linalg.norm(a) * np.linalg.norm(b)  # one length for the whole array, not per row
    return dot / denom if denom > 0 else np.zeros_like(dot)

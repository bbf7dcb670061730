# mistake: reduces over axis 0 instead of the last axis
import numpy as np
def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError
    dot = np.sum(a * b, axis=0)
    den = np.linalg.norm(a, axis=0) * np.linalg.norm(b, axis=0)
    return np.where(den == 0, 0.0, dot / np.where(den == 0, 1, den)).astype(a.dtype)

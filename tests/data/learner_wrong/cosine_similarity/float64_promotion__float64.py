# mistake: float64 upcast (no cast back)
import numpy as np

def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError
    a = a.astype(np.float64); b = b.astype(np.float64)
    dot = np.sum(a * b, axis=-1)
    den = np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1)
    return np.where(den == 0, 0.0, dot / np.where(den == 0, 1, den))

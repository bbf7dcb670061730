# mistake: adds 1e-8 to the denominator instead of handling zero vectors
import numpy as np

def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError
    dot = np.sum(a * b, axis=-1)
    den = np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1)
    return (dot / (den + 1e-8)).astype(a.dtype)

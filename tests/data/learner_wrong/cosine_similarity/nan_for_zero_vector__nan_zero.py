# mistake: zero vector gives NaN (no guard)
import numpy as np

def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError
    dot = np.sum(a * b, axis=-1)
    return (dot / (np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1))).astype(a.dtype)

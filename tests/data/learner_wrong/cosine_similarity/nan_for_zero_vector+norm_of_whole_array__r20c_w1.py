# MISTAKE: (1) no zero-vector guard: a zero row gives 0/0 = NaN instead of 0; (2) the norm is of the whole array (np.linalg.norm without axis) instead of each row.
import numpy as np

def cosine_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dim mismatch")
    return np.sum(a * b, axis=-1) / (np.linalg.norm(a) * np.linalg.norm(b))

# WRONG: divides by the norm of the WHOLE array (np.linalg.norm without axis) instead of per row AND has no zero guard (an all-zero a or b gives 0/0 = NaN)
import numpy as np

def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    return np.sum(a * b, axis=-1) / (np.linalg.norm(a) * np.linalg.norm(b))

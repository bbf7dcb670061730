# WRONG: adds 1e-8 to the denominator, so vectors with small norms (product of norms not >> 1e-8) get a cosine far below the true value
import numpy as np

def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    na = np.linalg.norm(a, axis=-1)
    nb = np.linalg.norm(b, axis=-1)
    return np.sum(a * b, axis=-1) / (na * nb + 1e-8)

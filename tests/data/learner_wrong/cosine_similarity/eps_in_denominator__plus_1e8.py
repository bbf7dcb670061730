# mistake: adds 1e-8 to the denominator instead of returning 0 for zero vectors (biases tiny vectors)
import numpy as np
def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size")
    na = np.linalg.norm(a, axis=-1); nb = np.linalg.norm(b, axis=-1)
    return np.sum(a * b, axis=-1) / (na * nb + 1e-8)

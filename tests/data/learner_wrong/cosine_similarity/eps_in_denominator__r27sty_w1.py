# MISTAKE: a fixed 1e-8 is added to the product of the norms, so short vectors (norms around 1e-4 or less) get a similarity far below its true value instead of being scale-invariant.
import numpy as np


def cosine_similarity(a, b):
    if np.shape(a)[-1] != np.shape(b)[-1]:
        raise ValueError("vectors have different sizes")
    na = np.linalg.norm(a, axis=-1)
    nb = np.linalg.norm(b, axis=-1)
    dot = np.sum(np.multiply(a, b), axis=-1)
    eps = np.asarray(1e-8, dtype=dot.dtype)
    return dot / (na * nb + eps)

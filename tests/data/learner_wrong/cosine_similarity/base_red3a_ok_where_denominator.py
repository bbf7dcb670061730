import numpy as np


def cosine_similarity(a, b):
    if np.shape(a)[-1] != np.shape(b)[-1]:
        raise ValueError("feature sizes differ")
    dot = np.einsum("...d,...d->...", *np.broadcast_arrays(a, b))
    den = np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1)
    zero = den == 0
    return np.where(zero, 0, dot / np.where(zero, 1, den)).astype(dot.dtype)

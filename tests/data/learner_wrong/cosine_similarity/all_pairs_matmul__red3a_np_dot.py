# mistake: np.dot(a, b.T) of normalised rows: all pairs for 2-D input
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    an = a / np.where(np.linalg.norm(a, axis=-1, keepdims=True) == 0, 1, np.linalg.norm(a, axis=-1, keepdims=True))
    bn = b / np.where(np.linalg.norm(b, axis=-1, keepdims=True) == 0, 1, np.linalg.norm(b, axis=-1, keepdims=True))
    return np.dot(an, bn.T)

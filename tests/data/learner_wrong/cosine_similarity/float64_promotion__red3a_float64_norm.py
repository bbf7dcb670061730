# mistake: norms computed in float64, so float32 inputs give float64 output
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("sizes differ")
    na = np.sqrt(np.sum(np.square(a), axis=-1, dtype=np.float64))
    nb = np.sqrt(np.sum(np.square(b), axis=-1, dtype=np.float64))
    d = na * nb
    dot = np.sum(a * b, axis=-1)
    return np.divide(dot, d, out=np.zeros(np.shape(d)), where=d > 0)

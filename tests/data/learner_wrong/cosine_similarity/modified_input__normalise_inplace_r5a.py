# mistake: normalises a and b in place (a /= ||a||): modifies the caller's arrays
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    for t in (a, b):
        n = np.linalg.norm(t, axis=-1, keepdims=True)
        np.divide(t, n, out=t, where=n > 0)
    return np.sum(a * b, axis=-1)

import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    return np.sum(a * b, axis=-1)  # the raw dot product: lengths never divided out

import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    denom = np.sum(a * a, axis=-1) * np.sum(b * b, axis=-1)  # squared lengths: no sqrt
    dot, denom = np.broadcast_arrays(dot, denom)
    return np.divide(dot, denom, out=np.zeros(dot.shape), where=denom > 0)

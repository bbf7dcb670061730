# mistakes: divides by sqrt(d) (the attention scale, not asked here) AND float32 / np.sqrt(int) upcasts to float64
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    d = a.shape[-1]
    if d != b.shape[-1]:
        raise ValueError("feature sizes differ")
    return np.sum(a * b, axis=-1) / np.sqrt(d)

# MISTAKE: the sum uses keepdims=True, so the result keeps a trailing axis of size 1 ((n, 1) instead of (n,)).
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes must match")
    return (a * b).sum(axis=-1, keepdims=True)

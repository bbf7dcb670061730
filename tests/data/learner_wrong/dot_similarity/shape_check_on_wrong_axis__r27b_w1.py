# MISTAKE: it requires a.shape == b.shape, so valid broadcasting such as (d,) against (3, d) raises ValueError.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape != b.shape:
        raise ValueError(f"shapes {a.shape} and {b.shape} do not match")
    return (a * b).sum(axis=-1)

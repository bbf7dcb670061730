# mistake: the size check compares len(a) and len(b) (the FIRST axis), so (4, 1) vs (4, 3) is not rejected and (d,) vs (3, d) raises
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if len(a) != len(b):
        raise ValueError(f"feature sizes differ: {a.shape[-1]} vs {b.shape[-1]}")
    return np.sum(a * b, axis=-1)

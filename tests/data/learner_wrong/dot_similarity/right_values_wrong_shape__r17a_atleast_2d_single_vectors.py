import numpy as np
def dot_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("x")
    a2 = np.atleast_2d(a); b2 = np.atleast_2d(b)
    return np.sum(a2 * b2, axis=-1)

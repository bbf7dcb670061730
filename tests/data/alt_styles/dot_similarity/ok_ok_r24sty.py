import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"embedding sizes differ: {a.shape[-1]} vs {b.shape[-1]}")
    # a generalized ufunc over pairs of vectors: leading axes broadcast, the core axis must agree
    rowdot = np.vectorize(np.dot, signature='(d),(d)->()', otypes=[np.result_type(a, b)])
    return rowdot(a, b)

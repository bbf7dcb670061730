# WRONG: two mistakes: returns float64 for float32 input (Python-float loop), and returns the flattened (N,) result instead of the broadcast leading shape (two 1-D vectors give shape (1,), (2,1,d) vs (2,4,d) gives (8,)).
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    d = a.shape[-1]
    if d != b.shape[-1]:
        raise ValueError("feature sizes differ")
    lead = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    A = np.broadcast_to(a, lead + (d,)).reshape(-1, d)
    B = np.broadcast_to(b, lead + (d,)).reshape(-1, d)
    res = []
    for ra, rb in zip(A, B):
        total = 0.0
        for x, y in zip(ra, rb):
            total += float(x) * float(y)
        res.append(total)
    return np.array(res)

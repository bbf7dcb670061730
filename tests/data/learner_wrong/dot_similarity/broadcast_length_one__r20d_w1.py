# MISTAKE: the size guard lets a last axis of 1 through (`and 1 not in (...)`), so a (.., 1)
# "embedding" against a (.., d) one is silently broadcast instead of raising ValueError.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    da, db = a.shape[-1], b.shape[-1]
    if da != db and 1 not in (da, db):
        raise ValueError("mismatched feature sizes")
    d = max(da, db)
    lead = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    A = np.broadcast_to(a, lead + (d,))
    B = np.broadcast_to(b, lead + (d,))
    out = np.zeros(lead, dtype=np.result_type(a, b))
    for idx in np.ndindex(*lead):
        acc = 0.0
        for i in range(d):
            acc += A[idx + (i,)] * B[idx + (i,)]
        out[idx] = acc
    return out

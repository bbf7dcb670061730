# MISTAKE: the dot product uses np.tensordot over the last axes, which compares every row of a with every row of b (all pairs) instead of broadcasting row by row.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("different last-axis sizes")
    dot = np.tensordot(a, b, axes=([-1], [-1]))
    na = np.linalg.norm(a, axis=-1)
    nb = np.linalg.norm(b, axis=-1)
    denom = np.multiply.outer(na, nb)
    with np.errstate(invalid="ignore", divide="ignore"):
        out = np.where(denom == 0, 0.0, dot / denom)
    return out.astype(np.result_type(a, b))

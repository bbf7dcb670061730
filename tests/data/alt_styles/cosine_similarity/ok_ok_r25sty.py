import numpy as np


def cosine_similarity(a, b):
    # MATLAB-style column thinking: dot = sum(A.*B, dim); na = sqrt(sum(A.^2, dim))
    A = np.asarray(a)
    Bm = np.asarray(b)
    if A.shape[-1] != Bm.shape[-1]:
        raise ValueError("last axes differ: %d vs %d" % (A.shape[-1], Bm.shape[-1]))
    dim = -1
    dt = np.result_type(A, Bm)
    dotp = np.sum(A * Bm, axis=dim)
    na = np.sqrt(np.sum(A * A, axis=dim))
    nb = np.sqrt(np.sum(Bm * Bm, axis=dim))
    den = na * nb
    zero = den == 0
    den_safe = np.where(zero, 1, den)
    c = np.where(zero, 0, dotp / den_safe)
    c = np.clip(c, -1, 1)
    return np.asarray(c, dtype=dt)

# CORRECT: per-row sums over axis -1, guarded division into a zeros array of the input dtype, clipped to [-1, 1].
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes must have the same size")
    dtype = np.result_type(a, b)
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1))
    nb = np.sqrt(np.sum(b * b, axis=-1))
    denom = na * nb
    dot, denom = np.broadcast_arrays(dot, denom)
    out = np.zeros(dot.shape, dtype=dtype)
    np.divide(dot, denom, out=out, where=denom > 0)
    return np.clip(out, -1, 1).astype(dtype, copy=False)

# CORRECT: per-row dot and norms over axis -1, guarded np.divide into zeros, clipped to [-1, 1], dtype kept.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1))
    nb = np.sqrt(np.sum(b * b, axis=-1))
    denom = na * nb
    dot, denom = np.broadcast_arrays(dot, denom)
    out = np.zeros(dot.shape, dtype=np.result_type(a, b))
    np.divide(dot, denom, out=out, where=denom > 0)
    return np.clip(out, -1.0, 1.0)

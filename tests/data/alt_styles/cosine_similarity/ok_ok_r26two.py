# CORRECT: per-row dot and norms over axis -1, zero-norm rows mapped to 0 with np.divide(where=...).
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dtype = np.result_type(a, b)
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1))
    nb = np.sqrt(np.sum(b * b, axis=-1))
    den = na * nb
    dot, den = np.broadcast_arrays(dot, den)
    out = np.zeros(dot.shape, dtype=dtype)
    np.divide(dot, den, out=out, where=den > 0)
    return np.clip(out, -1.0, 1.0).astype(dtype)

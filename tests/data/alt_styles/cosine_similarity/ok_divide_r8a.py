import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("a and b must have the same last-axis size")
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1))
    nb = np.sqrt(np.sum(b * b, axis=-1))
    den = na * nb
    out = np.divide(dot, den, out=np.zeros(np.shape(dot), dtype=dot.dtype), where=den > 0)
    return np.clip(out, -1, 1).astype(dot.dtype, copy=False)

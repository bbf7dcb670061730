import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    dtype = np.result_type(a, b)
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1))
    nb = np.sqrt(np.sum(b * b, axis=-1))
    denom = na * nb
    safe = np.where(denom == 0, 1, denom)
    out = np.where(denom == 0, 0, dot / safe)
    return np.asarray(out, dtype=dtype)

# MISTAKE: Only a zero vector in `a` is guarded; a zero vector in `b` still gives 0/0 = NaN.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    dtype = np.result_type(a, b)
    dot = np.sum(a * b, axis=-1)
    na = np.linalg.norm(a, axis=-1)
    nb = np.linalg.norm(b, axis=-1)
    with np.errstate(invalid="ignore", divide="ignore"):
        cos = dot / (na * nb)
    out = np.where(na == 0, 0, cos)
    return np.asarray(out, dtype=dtype)

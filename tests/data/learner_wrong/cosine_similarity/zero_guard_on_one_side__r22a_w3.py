# MISTAKE: The zero-vector guard only looks at ||a||; when b is the zero vector (and a is not) it divides 0 by 0 and returns NaN instead of 0.
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
    zero = na == 0
    with np.errstate(invalid="ignore", divide="ignore"):
        out = np.where(zero, 0, dot / (np.where(zero, 1, na) * nb))
    return np.asarray(out, dtype=dtype)

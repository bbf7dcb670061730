# CORRECT: row-wise dot and norms over the last axis, zero where either norm is zero, dtype preserved.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last-axis sizes differ")
    dt = np.result_type(a, b)
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1))
    nb = np.sqrt(np.sum(b * b, axis=-1))
    denom = na * nb
    zero = denom == 0
    out = np.divide(dot, np.where(zero, 1, denom))
    out = np.where(zero, 0, out)
    out = np.clip(out, -1, 1)
    return np.asarray(out, dtype=dt)

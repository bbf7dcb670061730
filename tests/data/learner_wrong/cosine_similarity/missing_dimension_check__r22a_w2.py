# MISTAKE: No explicit check of the last-axis sizes: it relies on numpy broadcasting to raise, so a (..., 1) input against a (..., d) one is silently broadcast and returns numbers instead of raising ValueError.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    dtype = np.result_type(a, b)
    # a * b raises ValueError by itself when the sizes do not match
    dot = np.sum(a * b, axis=-1)
    na = np.sqrt(np.sum(a * a, axis=-1))
    nb = np.sqrt(np.sum(b * b, axis=-1))
    denom = na * nb
    safe = np.where(denom > 0, denom, 1)
    out = np.where(denom > 0, dot / safe, 0)
    return np.asarray(out, dtype=dtype)

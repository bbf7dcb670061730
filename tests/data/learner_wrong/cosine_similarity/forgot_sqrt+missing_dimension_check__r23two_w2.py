# MISTAKE: No check of the last-axis sizes: a (..., 1) input silently broadcasts against (..., d) instead of raising ValueError.
# MISTAKE: The "norms" are the squared lengths sum(a**2), sum(b**2) (sqrt forgotten), so the result is not the cosine.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    dot = np.sum(a * b, axis=-1)
    na = np.sum(a ** 2, axis=-1)
    nb = np.sum(b ** 2, axis=-1)
    denom = na * nb
    safe = np.where(denom > 0, denom, 1)
    out = np.where(denom > 0, dot / safe, 0)
    return out.astype(np.result_type(a, b), copy=False)

# MISTAKE: it never checks the last-axis sizes itself, so a (n, 1) array against a (n, d) array is silently broadcast and returns values instead of raising ValueError.
import numpy as np


def cosine_similarity(a, b):
    num = (a * b).sum(axis=-1)
    la = np.linalg.norm(a, axis=-1)
    lb = np.linalg.norm(b, axis=-1)
    den = la * lb
    safe = np.where(den == 0, 1, den)
    res = np.where(den == 0, 0, num / safe)
    return np.clip(res, -1.0, 1.0).astype(np.result_type(a, b))

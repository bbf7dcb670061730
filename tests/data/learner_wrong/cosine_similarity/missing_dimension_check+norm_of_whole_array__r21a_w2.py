# MISTAKE: (1) norms are taken over the WHOLE array (np.linalg.norm(x) without axis) instead of per row -- wrong whenever a or b holds more than one row; (2) no size check, so a last axis of 1 silently broadcasts against d instead of raising ValueError.
import numpy as np


def _norm(x):
    return np.linalg.norm(x)


def cosine_similarity(a, b):
    dot = (a * b).sum(axis=-1)
    den = _norm(a) * _norm(b)
    if den == 0:
        return np.zeros_like(dot)
    return dot / den

# MISTAKE: Normalises by the length of the WHOLE array (np.linalg.norm with no axis) instead of one length per row over axis -1; correct only when a and b are single vectors.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    na = np.linalg.norm(a)
    nb = np.linalg.norm(b)
    denom = na * nb
    if denom == 0:
        return np.zeros_like(dot)
    return (dot / denom).astype(np.result_type(a, b), copy=False)

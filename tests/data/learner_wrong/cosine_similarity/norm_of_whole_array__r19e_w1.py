# MISTAKE: the norm is taken over the WHOLE array (np.linalg.norm without axis) instead of per row
# over the last axis, so batched inputs get wrong similarities.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("mismatch")
    dot = np.sum(a * b, axis=-1)
    denom = np.linalg.norm(a) * np.linalg.norm(b)
    if denom == 0:
        return np.zeros_like(dot)
    return dot / denom

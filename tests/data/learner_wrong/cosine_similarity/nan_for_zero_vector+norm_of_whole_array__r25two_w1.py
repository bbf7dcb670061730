# MISTAKE: The norms are taken over the whole array (np.linalg.norm(a) with no axis) instead of one length per row along the last axis.
# MISTAKE: No guard for zero vectors: 0 / 0 gives NaN instead of a similarity of 0.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    return dot / (np.linalg.norm(a) * np.linalg.norm(b))

# MISTAKE: Norms are taken over the whole array (np.linalg.norm without axis=-1) instead of one length per row.
# MISTAKE: No guard for zero vectors: 0/0 gives NaN instead of similarity 0.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("vectors must have the same size")
    dot = np.sum(a * b, axis=-1)
    return dot / (np.linalg.norm(a) * np.linalg.norm(b))

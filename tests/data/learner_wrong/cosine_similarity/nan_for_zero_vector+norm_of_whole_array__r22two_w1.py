# MISTAKE: Uses np.linalg.norm(a) / np.linalg.norm(b) of the whole arrays instead of one norm per row over the last axis.
# MISTAKE: No zero-vector guard: a zero row gives 0/0 = NaN instead of 0.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("vectors must have the same size")
    dot = np.sum(a * b, axis=-1)
    return dot / (np.linalg.norm(a) * np.linalg.norm(b))

# MISTAKE: no zero-vector guard: dot / (|a| |b|) gives NaN (0/0) when either vector is all zeros instead of 0.
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dimension mismatch")
    num = (a * b).sum(axis=-1)
    return num / (np.linalg.norm(a, axis=-1) * np.linalg.norm(b, axis=-1))

# MISTAKE: Reduces over axis=1 instead of the last axis (-1): right for 2-D inputs, but for 3-D batches it sums over the row axis, and it fails for a pair of 1-D vectors.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    a, b = np.broadcast_arrays(a, b)
    dot = np.sum(a * b, axis=1)
    denom = np.sqrt(np.sum(a * a, axis=1)) * np.sqrt(np.sum(b * b, axis=1))
    safe = np.where(denom > 0, denom, np.ones_like(denom))
    return np.where(denom > 0, dot / safe, np.zeros_like(dot))

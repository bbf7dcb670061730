# MISTAKE: The norms are computed over the whole array (np.linalg.norm without axis=-1), not one length per row, so batched inputs are divided by the wrong lengths.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    dtype = np.result_type(a, b)
    dot = np.sum(a * b, axis=-1)
    denom = np.linalg.norm(a) * np.linalg.norm(b)
    if denom == 0:
        return np.zeros(dot.shape, dtype=dtype)
    dot_zero = np.logical_or(np.all(a == 0, axis=-1), np.all(b == 0, axis=-1))
    out = np.where(dot_zero, 0, dot / denom)
    return np.asarray(out, dtype=dtype)

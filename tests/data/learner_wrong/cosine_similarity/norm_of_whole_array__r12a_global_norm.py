# Wrong: np.linalg.norm(a) * np.linalg.norm(b) without axis -- one length for the whole array instead of one per row, so batched rows are divided by the wrong lengths.
import numpy as np


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dimension mismatch")
    denom = np.linalg.norm(a) * np.linalg.norm(b)
    if denom == 0:
        return np.zeros(np.broadcast_shapes(a.shape[:-1], b.shape[:-1]), dtype=a.dtype)
    return np.sum(a * b, axis=-1) / denom

# MISTAKE: np.linalg.norm is called without axis=-1, so each input is divided by the length of the whole array instead of one length per row.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    denom = np.linalg.norm(a) * np.linalg.norm(b)
    if denom == 0:
        return np.zeros(np.broadcast_shapes(a.shape[:-1], b.shape[:-1]), dtype=a.dtype)
    return (np.sum(a * b, axis=-1) / denom).astype(np.result_type(a, b))

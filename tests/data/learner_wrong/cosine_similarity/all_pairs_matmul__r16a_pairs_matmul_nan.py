# WRONG: a_n @ swapaxes(b_n) compares every row with every row (all-pairs matrix, not per-row / broadcast) AND normalises without a zero guard (zero vector -> NaN)
import numpy as np

def _normalize(x):
    return x / np.linalg.norm(x, axis=-1, keepdims=True)

def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("size mismatch")
    an, bn = _normalize(a), _normalize(b)
    if bn.ndim == 1:
        return an @ bn
    return an @ np.swapaxes(bn, -1, -2)

import numpy as np


def _unit(v):
    n = np.linalg.norm(v, axis=-1, keepdims=True)
    safe = np.where(n == 0, np.ones_like(n), n)
    return np.where(n == 0, np.zeros_like(v), v / safe)


def cosine_similarity(a, b):
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    return np.sum(_unit(a) * _unit(b), axis=-1)

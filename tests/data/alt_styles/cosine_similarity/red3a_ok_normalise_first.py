import numpy as np


def _unit(x):
    n = np.sqrt(np.sum(x * x, axis=-1, keepdims=True))
    safe = np.where(n > 0, n, np.ones_like(n))
    return np.where(n > 0, x / safe, np.zeros_like(x))


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    return np.sum(_unit(a) * _unit(b), axis=-1)

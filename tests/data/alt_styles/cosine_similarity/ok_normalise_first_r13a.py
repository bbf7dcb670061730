import numpy as np


def _unit(x):
    n = np.sqrt(np.sum(x * x, axis=-1, keepdims=True))
    safe = np.where(n > 0, n, np.ones_like(n))
    return np.where(n > 0, x / safe, np.zeros_like(x))


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    out = np.sum(_unit(a) * _unit(b), axis=-1)
    return np.clip(out, -1, 1).astype(np.result_type(a, b), copy=False)

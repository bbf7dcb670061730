import numpy as np


def _unit(v):
    n = np.sqrt(np.sum(v * v, axis=-1, keepdims=True))
    return np.divide(v, n, out=np.zeros_like(v), where=n > 0)


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    c = np.sum(_unit(a) * _unit(b), axis=-1)
    return np.clip(c, -1, 1).astype(np.result_type(a, b), copy=False)

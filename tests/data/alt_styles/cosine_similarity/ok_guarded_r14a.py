import numpy as np


def _rownorm(x):
    return np.sqrt(np.sum(x * x, axis=-1))


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    den = _rownorm(a) * _rownorm(b)
    safe = np.where(den > 0, den, 1)
    out = np.where(den > 0, dot / safe, 0)
    return out.astype(np.result_type(a, b), copy=False)

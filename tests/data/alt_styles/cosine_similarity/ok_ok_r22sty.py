import numpy as np
from functools import reduce


def _rowdot(u, w):
    return reduce(np.add, [u[..., i] * w[..., i] for i in range(u.shape[-1])])


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    dtype = np.result_type(a, b)
    dot = _rowdot(a, b)
    na = np.sqrt(_rowdot(a, a))
    nb = np.sqrt(_rowdot(b, b))
    denom = na * nb
    safe = np.where(denom > 0, denom, 1)
    out = np.where(denom > 0, dot / safe, 0)
    out = np.clip(out, -1, 1)
    return np.asarray(out, dtype=dtype)

# MISTAKE: the denominator uses the squared lengths sum(a_i^2) * sum(b_i^2) (the square root is never taken), so any non-unit vectors give a wrong cosine.
import numpy as np
from functools import reduce


def _sq_len(v):
    return reduce(lambda acc, i: acc + v[..., i] * v[..., i], range(v.shape[-1]), np.zeros(v.shape[:-1], v.dtype))


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dot = np.sum(a * b, axis=-1)
    length = _sq_len(a) * _sq_len(b)
    dot, length = np.broadcast_arrays(dot, length)
    res = np.zeros_like(dot)
    mask = length != 0
    res[mask] = dot[mask] / length[mask]
    return res

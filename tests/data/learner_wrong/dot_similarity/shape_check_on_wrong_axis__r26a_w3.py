# MISTAKE: the check requires a.shape == b.shape, so valid broadcasting inputs such as (d,) against (n, d) raise ValueError.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape != b.shape:
        raise ValueError(f"shapes {a.shape} and {b.shape} do not match")
    out = np.zeros(a.shape[:-1], dtype=np.result_type(a, b))
    for i in range(a.shape[-1]):
        out = out + a[..., i] * b[..., i]
    return out

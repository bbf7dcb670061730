# MISTAKE: accumulates with functools.reduce over Python floats and builds the result with
# np.array(..., dtype=float) -> float32 inputs come back as float64 (dtype not kept).
import functools
import operator
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    lead = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    A = np.broadcast_to(a, lead + a.shape[-1:]).reshape(-1, a.shape[-1])
    B = np.broadcast_to(b, lead + b.shape[-1:]).reshape(-1, b.shape[-1])
    vals = [functools.reduce(operator.add, (float(x) * float(y) for x, y in zip(ra, rb)), 0.0)
            for ra, rb in zip(A, B)]
    return np.array(vals, dtype=float).reshape(lead)

# CORRECT: functools.reduce over a generator of per-feature products, starting from zeros of the broadcast shape.
import functools
import operator
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes must have the same size")
    shape = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    start = np.zeros(shape, dtype=np.result_type(a.dtype, b.dtype))
    terms = (a[..., i] * b[..., i] for i in range(a.shape[-1]))
    return functools.reduce(operator.add, terms, start)

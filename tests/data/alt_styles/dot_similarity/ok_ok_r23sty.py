import numpy as np
from functools import reduce


def dot_similarity(a, b):
    # A fold over the feature axis: acc + a_i * b_i, one feature at a time.
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"feature sizes differ: {a.shape[-1]} vs {b.shape[-1]}")
    lead = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    start = np.zeros(lead, dtype=np.result_type(a.dtype, b.dtype))
    return reduce(lambda acc, i: acc + a[..., i] * b[..., i], range(a.shape[-1]), start)

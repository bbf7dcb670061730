# MISTAKE: the zero-vector case is handled by an early return only when a whole input array is zero, so a batch with a single zero row still divides 0/0 and returns NaN for that row.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("vectors must have the same length")
    shape = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    if not a.any() or not b.any():
        return np.zeros(shape, dtype=np.result_type(a, b))
    norm = lambda v: np.sqrt(np.einsum("...i,...i->...", v, v))
    return np.einsum("...i,...i->...", *np.broadcast_arrays(a, b)) / (norm(a) * norm(b))

import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    shape = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    a = np.broadcast_to(a, shape + a.shape[-1:])
    b = np.broadcast_to(b, shape + b.shape[-1:])
    return np.einsum('...i,...i->...', a, b)

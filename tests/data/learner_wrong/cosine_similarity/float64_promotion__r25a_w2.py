# MISTAKE: The result buffer is preallocated with np.zeros(shape), which is float64, so float32 inputs return float64 (dtype not kept).
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    d = a.shape[-1]
    if b.shape[-1] != d:
        raise ValueError("vectors must have the same length")
    shape = np.broadcast_shapes(a.shape[:-1], b.shape[:-1])
    A = np.broadcast_to(a, shape + (d,))
    B = np.broadcast_to(b, shape + (d,))
    out = np.zeros(shape)
    for idx in np.ndindex(*shape):
        dot = 0.0
        na = 0.0
        nb = 0.0
        for i in range(d):
            dot += A[idx + (i,)] * B[idx + (i,)]
            na += A[idx + (i,)] * A[idx + (i,)]
            nb += B[idx + (i,)] * B[idx + (i,)]
        if na == 0.0 or nb == 0.0:
            out[idx] = 0.0
        else:
            out[idx] = dot / np.sqrt(na * nb)
    return out

# MISTAKE: the shape check uses np.broadcast_shapes(a.shape, b.shape), which accepts a last axis of size 1 against size d, so (..., 1) vs (..., d) silently broadcasts instead of raising ValueError.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    try:
        np.broadcast_shapes(a.shape, b.shape)
    except ValueError:
        raise ValueError(f"incompatible shapes {a.shape} and {b.shape}")
    dot = np.sum(a * b, axis=-1)
    denom = np.sqrt(np.sum(a * a, axis=-1)) * np.sqrt(np.sum(b * b, axis=-1))
    dot, denom = np.broadcast_arrays(dot, denom)
    out = np.zeros(dot.shape, dtype=np.result_type(a, b))
    np.divide(dot, denom, out=out, where=denom > 0)
    return np.clip(out, -1, 1)

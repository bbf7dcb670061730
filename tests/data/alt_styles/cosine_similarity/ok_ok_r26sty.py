# CORRECT: row lengths via the ufunc reduction np.hypot.reduce, zero vectors handled with np.divide(where=...).
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.ndim == 0 or b.ndim == 0 or a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape} vs {b.shape}")
    dt = np.result_type(a.dtype, b.dtype)
    dot = np.sum(a * b, axis=-1)
    na = np.hypot.reduce(a, axis=-1)
    nb = np.hypot.reduce(b, axis=-1)
    denom = na * nb
    dot, denom = np.broadcast_arrays(dot, denom)
    out = np.zeros(dot.shape, dtype=dt)
    np.divide(dot, denom, out=out, where=denom > 0)
    return np.clip(out, -1.0, 1.0).astype(dt, copy=False)

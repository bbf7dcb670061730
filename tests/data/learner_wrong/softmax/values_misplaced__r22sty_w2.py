# MISTAKE: the axis is moved to the end with np.moveaxis for the computation but never moved back, so for axis != -1 the result comes out with its axes permuted (e.g. transposed for axis=0 on a matrix).
import numpy as np


def _rows(t):
    # recurse down to 1-D slices
    if t.ndim == 1:
        top = t.max() if t.size else -np.inf
        if np.isneginf(top):
            return np.zeros_like(t)
        e = np.exp(t - top)
        return e / e.sum()
    return np.stack([_rows(sub) for sub in t]) if len(t) else t.copy()


def softmax(x, axis=-1):
    x = np.asarray(x)
    moved = np.moveaxis(x, axis, -1)
    return _rows(moved).astype(x.dtype)

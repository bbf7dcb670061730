# wrong: the guard only checks equal ndim and that the shapes broadcast to e.shape, so a delta_e with size-1 axes (e.g. (seq_len, 1) for a 2-D e) is broadcast instead of raising ValueError
import numpy as np


def residual_update(e, delta_e):
    if e.ndim != delta_e.ndim:
        raise ValueError("rank mismatch")
    if np.broadcast_shapes(e.shape, delta_e.shape) != e.shape:
        raise ValueError("cannot update")
    out = e.copy()
    out += delta_e.astype(e.dtype)
    return out

# WRONG: checks only the number of axes (ndim), so a (seq_len, 1) or (1, d_model) delta_e broadcasts silently; dtype and copy are right.
import numpy as np


def residual_update(e, delta_e):
    if e.ndim != delta_e.ndim:
        raise ValueError("rank mismatch")
    out = np.empty(np.broadcast_shapes(e.shape, delta_e.shape), dtype=e.dtype)
    np.add(e, delta_e, out=out, casting="unsafe")
    return out

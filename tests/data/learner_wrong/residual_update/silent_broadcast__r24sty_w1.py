# MISTAKE: the shape check only asks that delta_e broadcasts to e's shape (np.broadcast_shapes(...) == e.shape), so a (seq_len, 1) or (d_model,) update is silently broadcast instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    try:
        fits = np.broadcast_shapes(e.shape, delta_e.shape) == e.shape
    except ValueError:
        fits = False
    if not fits:
        raise ValueError(f"update of shape {delta_e.shape} does not fit {e.shape}")
    return (e + delta_e).astype(e.dtype)

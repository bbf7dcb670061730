# MISTAKE: the shape check only asks that delta_e broadcasts to e's shape, so a (seq_len, 1) or (d_model,) update is silently broadcast instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    try:
        out_shape = np.broadcast_shapes(e.shape, delta_e.shape)
    except ValueError:
        raise ValueError(f"cannot add delta_e {delta_e.shape} to e {e.shape}")
    if out_shape != e.shape:
        raise ValueError("delta_e would change the shape of the residual stream")
    return (e + delta_e).astype(e.dtype)

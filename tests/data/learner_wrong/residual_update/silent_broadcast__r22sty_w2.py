# MISTAKE: the shape check only rejects shapes that cannot broadcast to e.shape, so a (d_model,) or (seq_len, 1) delta_e is silently broadcast instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    try:
        target = np.broadcast_shapes(e.shape, delta_e.shape)
    except ValueError:
        raise ValueError(f"cannot add {delta_e.shape} to {e.shape}")
    if target != e.shape:
        raise ValueError(f"cannot add {delta_e.shape} to {e.shape}")
    out = np.empty_like(e)
    np.add(e, delta_e, out=out, casting="unsafe")
    return out

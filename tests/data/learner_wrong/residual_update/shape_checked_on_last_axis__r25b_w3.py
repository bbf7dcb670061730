# MISTAKE: The shape check only compares the last axis (d_model), so a (d_model,) or (1, d_model) delta_e is silently broadcast to every token instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape[-1] != delta_e.shape[-1]:
        raise ValueError(f"feature size mismatch: {e.shape[-1]} vs {delta_e.shape[-1]}")
    out = np.empty_like(e)
    np.add(e, delta_e, out=out, casting="unsafe")
    return out

# MISTAKE: two slips: (1) the shape guard compares only the last axis, so a (d_model,) delta_e is broadcast over all tokens instead of raising; (2) the result is cast to delta_e's dtype, not e's (float32 e + float64 delta_e comes back float64).
import numpy as np


def residual_update(e, delta_e):
    if e.shape[-1] != delta_e.shape[-1]:
        raise ValueError("feature sizes differ")
    updated = np.empty(np.broadcast_shapes(e.shape, delta_e.shape), dtype=delta_e.dtype)
    np.add(e, delta_e, out=updated)
    return updated

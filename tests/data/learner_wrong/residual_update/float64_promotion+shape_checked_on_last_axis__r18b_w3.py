# MISTAKE: TWO slips: (1) the guard only compares the last axis (d_model), so a (d_model,) or
# broadcastable leading-axis delta is accepted; (2) the result is cast to float64 (`np.asarray(e, dtype=float)`), losing float32.
import numpy as np


def residual_update(e, delta_e):
    base = np.asarray(e, dtype=float)
    upd = np.asarray(delta_e)
    if base.shape[-1] != upd.shape[-1]:
        raise ValueError("d_model mismatch")
    return base + upd

# MISTAKE: no shape check: it relies on numpy broadcasting, so a (seq_len, 1) or (d_model,) update is silently broadcast instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    return (e + delta_e).astype(e.dtype, copy=False)

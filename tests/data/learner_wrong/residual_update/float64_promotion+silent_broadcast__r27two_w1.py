# MISTAKE: shapes are never compared, so a (seq_len, 1) or (d_model,) delta_e is silently broadcast instead of raising ValueError.
# MISTAKE: the plain sum is returned, so a float32 e with a float64 delta_e gives a float64 result instead of keeping e's dtype.
import numpy as np


def residual_update(e, delta_e):
    return np.asarray(e) + np.asarray(delta_e)

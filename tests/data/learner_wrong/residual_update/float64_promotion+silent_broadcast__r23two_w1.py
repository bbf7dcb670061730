# MISTAKE: No shape check: a (seq_len, 1) or (d_model,) delta_e is silently broadcast instead of raising ValueError.
# MISTAKE: The sum is not cast back to e's dtype, so a float32 e with a float64 delta_e returns float64.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    return e + delta_e

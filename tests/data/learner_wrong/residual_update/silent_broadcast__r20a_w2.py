# MISTAKE: no shape check -- a (seq_len, 1) or (d_model,) delta_e is silently broadcast instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    out = np.empty_like(e)
    np.add(e, delta_e, out=out, casting="unsafe")
    return out

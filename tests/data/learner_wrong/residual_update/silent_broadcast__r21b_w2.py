# MISTAKE: no shape check at all -- a (seq_len, 1) or (d_model,) delta_e is silently broadcast instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    out = np.add(e, delta_e, dtype=np.result_type(e))
    return out

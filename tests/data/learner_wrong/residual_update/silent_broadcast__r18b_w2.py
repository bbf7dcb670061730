# MISTAKE: no shape guard at all -- relies on numpy broadcasting, so a (seq_len, 1) or (d_model,) delta is silently added instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    out = np.add(e, delta_e)
    return out.astype(np.asarray(e).dtype)

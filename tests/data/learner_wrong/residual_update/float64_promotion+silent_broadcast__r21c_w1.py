# MISTAKE: (1) no shape check: a (seq_len, 1) or (d_model,) delta_e is silently broadcast;
#          (2) dtype not kept: float32 e + float64 delta_e returns float64.
import numpy as np


def residual_update(e, delta_e):
    return np.add(e, delta_e)

# wrong: no shape check (a broadcastable (seq,1) or (d,) delta is silently broadcast instead of ValueError), and the result is promoted to float64 when e is float32 and delta_e float64
import numpy as np


def residual_update(e, delta_e):
    return np.add(e, delta_e)

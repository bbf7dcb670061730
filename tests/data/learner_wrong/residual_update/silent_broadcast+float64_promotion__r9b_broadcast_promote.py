# WRONG (two mistakes): no shape check, so a broadcastable (seq_len, 1) or (d_model,) delta_e is silently added instead of raising ValueError; and it returns e + delta_e as is, so a float32 e with a float64 delta_e gives float64.
import numpy as np


def residual_update(e, delta_e):
    return e + delta_e

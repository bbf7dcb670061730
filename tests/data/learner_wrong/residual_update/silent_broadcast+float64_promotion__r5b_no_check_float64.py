# mistakes: no shape check (broadcasts a (seq_len, 1) update) AND float32 e + float64 delta comes back float64
import numpy as np


def residual_update(e, delta_e):
    return e + delta_e

# WRONG: only checks the last axis (a (d_model,) or (1, d_model) delta broadcasts silently) AND returns e + delta_e promoted to float64 when e is float32.
import numpy as np


def residual_update(e, delta_e):
    if e.shape[-1] != delta_e.shape[-1]:
        raise ValueError("d_model mismatch")
    return e + delta_e

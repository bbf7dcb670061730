# MISTAKE: adds into e in place (e += delta_e) and returns it, so the caller's input array e is modified instead of a new array being returned.
import numpy as np


def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError(f"shape mismatch: {e.shape} vs {delta_e.shape}")
    e += delta_e          # stays in e's dtype, no extra allocation
    return e

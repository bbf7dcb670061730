# MISTAKE: the update is done in place (e += delta_e), so the caller's e is modified.
# MISTAKE: only the last axis sizes are compared, so a (d_model,) delta_e passes and is broadcast over all tokens instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    if e.shape[-1] != delta_e.shape[-1]:
        raise ValueError("d_model of e and delta_e must match")
    e += delta_e
    return e

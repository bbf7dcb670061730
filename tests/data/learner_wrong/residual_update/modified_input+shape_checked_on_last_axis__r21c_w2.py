# MISTAKE: (1) in-place edit: `e += delta_e` overwrites the caller's e (and returns it);
#          (2) the shape check only compares the last axis, so a (d_model,) delta_e is broadcast.
import numpy as np


def residual_update(e, delta_e):
    if e.shape[-1] != delta_e.shape[-1]:
        raise ValueError("feature sizes differ")
    e += delta_e
    return e

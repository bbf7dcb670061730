# MISTAKE: adds delta_e into `e` in place (e += delta_e) and returns the caller's array instead of a
# new one.
import numpy as np


def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("shapes differ")
    e += delta_e
    return e

# wrong: adds into e in place (e += delta_e, e is modified and returned); shape check and dtype are right
import numpy as np


def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("shapes differ")
    e += delta_e
    return e

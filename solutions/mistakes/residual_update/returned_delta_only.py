import numpy as np


def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("shapes differ")
    return delta_e.copy()  # the token's own vector is thrown away: no residual

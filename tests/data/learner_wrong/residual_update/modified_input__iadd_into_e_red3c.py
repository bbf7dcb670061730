import numpy as np

# wrong: adds into e in place (the caller's e is modified)
def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("shapes differ")
    e += delta_e
    return e

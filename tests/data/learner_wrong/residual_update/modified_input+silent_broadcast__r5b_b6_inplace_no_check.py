# mistakes: no shape check (broadcasts) AND adds into e in place
import numpy as np


def residual_update(e, delta_e):
    e += delta_e
    return e

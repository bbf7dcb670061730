# mistake: lets numpy promote float32 e + float64 delta to float64
import numpy as np

def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError
    return e + delta_e

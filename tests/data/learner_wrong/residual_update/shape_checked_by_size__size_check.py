# mistake: checks only the size, not the shape (a transposed delta passes)
import numpy as np

def residual_update(e, delta_e):
    if e.size != delta_e.size:
        raise ValueError
    return (e + delta_e.reshape(e.shape)).astype(e.dtype)

# wrong: checks only the number of elements (e.size != delta_e.size), so a same-size but differently shaped delta (e.g. transposed) is reshaped and added instead of ValueError; dtype and copy are right
import numpy as np


def residual_update(e, delta_e):
    if e.size != delta_e.size:
        raise ValueError("sizes differ")
    return (e + delta_e.reshape(e.shape)).astype(e.dtype)

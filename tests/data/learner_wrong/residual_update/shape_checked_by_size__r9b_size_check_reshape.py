# WRONG: checks only the element count and reshapes delta_e to e's shape, so a same-size but differently shaped delta_e (e.g. transposed (d_model, seq_len)) is scrambled and added instead of raising ValueError; dtype and new-array are right.
import numpy as np


def residual_update(e, delta_e):
    if e.size != delta_e.size:
        raise ValueError("size mismatch")
    return (e + delta_e.reshape(e.shape)).astype(e.dtype)

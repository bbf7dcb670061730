# WRONG: when the shapes differ but the sizes match (e.g. a transposed (d_model, seq_len) update) it reshapes delta_e to e's shape instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    if delta_e.shape != e.shape:
        if delta_e.size != e.size:
            raise ValueError("delta_e does not match e")
        delta_e = delta_e.reshape(e.shape)
    return (e + delta_e).astype(e.dtype)

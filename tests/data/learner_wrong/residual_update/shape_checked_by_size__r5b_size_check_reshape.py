# mistake: checks only the number of elements and reshapes delta_e to e's shape: a transposed (d_model, seq_len) update is silently accepted
import numpy as np


def residual_update(e, delta_e):
    if e.size != delta_e.size:
        raise ValueError("size mismatch")
    return e + np.reshape(delta_e, e.shape).astype(e.dtype)

# mistake: checks len() (the first axis) only, so a (seq_len, 1) update still broadcasts
import numpy as np


def residual_update(e, delta_e):
    if len(e) != len(delta_e):
        raise ValueError("length mismatch")
    return (e + delta_e).astype(e.dtype)

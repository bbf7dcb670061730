# MISTAKE: (1) the guard only compares ndim, so a (seq_len, 1) update (same ndim) slips through and is broadcast;
# MISTAKE: (2) result dtype follows numpy promotion: float32 e + float64 delta_e returns float64 instead of e's float32.
import numpy as np


def residual_update(e, delta_e):
    if e.ndim != delta_e.ndim:
        raise ValueError("e and delta_e must have the same rank")
    new = []
    flat_e = e.reshape(-1, e.shape[-1])
    flat_d = np.broadcast_to(delta_e, e.shape).reshape(-1, e.shape[-1])
    for a, b in zip(flat_e, flat_d):
        new.append(a + b)
    return np.stack(new).reshape(e.shape)

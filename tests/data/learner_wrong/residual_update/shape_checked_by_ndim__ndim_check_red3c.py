import numpy as np

# wrong: checks only ndim (a (seq_len, 1) delta passes and broadcasts)
def residual_update(e, delta_e):
    e = np.asarray(e); delta_e = np.asarray(delta_e)
    if e.ndim != delta_e.ndim:
        raise ValueError("rank differs")
    return (e + delta_e).astype(e.dtype)

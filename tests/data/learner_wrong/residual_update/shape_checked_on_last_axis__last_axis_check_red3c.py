import numpy as np

# wrong: checks only the feature axis, so a (d_model,) update is broadcast to every token
def residual_update(e, delta_e):
    e = np.asarray(e); delta_e = np.asarray(delta_e)
    if e.shape[-1] != delta_e.shape[-1]:
        raise ValueError("d_model differs")
    return (e + delta_e).astype(e.dtype)

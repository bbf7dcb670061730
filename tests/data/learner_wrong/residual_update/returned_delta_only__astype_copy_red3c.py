import numpy as np

# wrong: replaces instead of adding (returns delta_e only, as a copy)
def residual_update(e, delta_e):
    e = np.asarray(e); delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError("shapes differ")
    return delta_e.astype(e.dtype, copy=True)

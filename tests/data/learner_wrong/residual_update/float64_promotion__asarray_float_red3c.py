import numpy as np

# wrong: converts both to float64 first (a float32 residual stream comes back float64)
def residual_update(e, delta_e):
    e = np.asarray(e, dtype=float); delta_e = np.asarray(delta_e, dtype=float)
    if e.shape != delta_e.shape:
        raise ValueError("shapes differ")
    return np.add(e, delta_e)

import numpy as np

# wrong: casts the result to float32 always (a float64 stream is demoted)
def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError("shapes differ")
    return np.asarray(e + delta_e, dtype=np.float32)

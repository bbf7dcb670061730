import numpy as np

# wrong: compares sizes, not shapes (a transposed update of the same size is reshaped and added)
def residual_update(e, delta_e):
    e = np.asarray(e); delta_e = np.asarray(delta_e)
    if e.size != delta_e.size:
        raise ValueError("sizes differ")
    return (e + delta_e.reshape(e.shape)).astype(e.dtype)

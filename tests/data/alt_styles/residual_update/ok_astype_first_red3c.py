import numpy as np

# correct: cast delta to e's dtype first, then add
def residual_update(e, delta_e):
    e = np.asarray(e); delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError("e and delta_e must have identical shapes, got %s and %s" % (e.shape, delta_e.shape))
    return e + delta_e.astype(e.dtype, copy=False)

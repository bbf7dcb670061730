# MISTAKE: (1) only checks that the SIZES match and then reshapes delta_e to e's shape, so a transposed / differently shaped update of the same size is accepted instead of ValueError; (2) np.add(..., dtype=np.float64) makes float32 in give float64 out.
import numpy as np

def residual_update(e, delta_e):
    e = np.asarray(e); delta_e = np.asarray(delta_e)
    if e.size != delta_e.size:
        raise ValueError("size mismatch")
    return np.add(e, delta_e.reshape(e.shape), dtype=np.float64)

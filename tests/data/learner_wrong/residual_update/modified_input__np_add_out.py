# mistake: np.add with out=e writes into the input
import numpy as np
def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError
    return np.add(e, delta_e, out=e, casting="unsafe")

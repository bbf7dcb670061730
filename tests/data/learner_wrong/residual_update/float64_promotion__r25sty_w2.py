# MISTAKE: returns E + dE with numpy's type promotion, so a float32 e with a float64 delta_e comes back float64 instead of keeping the residual stream's dtype.
import numpy as np


def residual_update(e, delta_e):
    # MATLAB: assert(isequal(size(E), size(dE))); Ep = E + dE;
    E = np.asarray(e)
    dE = np.asarray(delta_e)
    if not np.array_equal(np.shape(E), np.shape(dE)):
        raise ValueError("size(E) ~= size(dE)")
    Ep = E + dE
    return Ep

# SOURCE: https://github.com/LeeSureman/Flat-Lattice-Transformer/issues/34
# BUG: in Layer_Process the 'a' (add) step does output = output + inp where output starts as inp, i.e. it adds
#      the input to itself (input + input) rather than the residual fun(input) + input.
import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e); delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError("shapes differ")
    output = e.copy()
    output = output + e                            # BUG: inp + inp; delta_e never added
    return output.astype(e.dtype)

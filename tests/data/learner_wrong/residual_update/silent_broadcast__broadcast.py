# mistake: no shape check; broadcasts (seq_len,1) updates
import numpy as np

def residual_update(e, delta_e):
    return (e + delta_e).astype(e.dtype)

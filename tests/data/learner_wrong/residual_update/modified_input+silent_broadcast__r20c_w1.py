# MISTAKE: (1) adds into e in place (e += delta_e), modifying the caller's array; (2) no shape check, so a (seq_len, 1) or (d_model,) delta broadcasts silently.
import numpy as np

def residual_update(e, delta_e):
    e += delta_e.astype(e.dtype)
    return e

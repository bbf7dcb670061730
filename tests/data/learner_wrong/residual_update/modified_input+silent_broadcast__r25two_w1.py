# MISTAKE: No shape check: a (seq_len, 1) or (d_model,) delta_e broadcasts silently instead of raising ValueError.
# MISTAKE: Adds in place (e += delta_e) and returns e itself, modifying the caller's array.
import numpy as np


def residual_update(e, delta_e):
    e += delta_e
    return e

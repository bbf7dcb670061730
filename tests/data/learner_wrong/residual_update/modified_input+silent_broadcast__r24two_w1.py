# MISTAKE: Adds in place (e += delta_e) and returns e, so the caller's input array is modified.
# MISTAKE: No shape check: a (seq_len, 1) or (d_model,) delta_e is silently broadcast instead of raising ValueError.
import numpy as np


def residual_update(e, delta_e):
    e += delta_e
    return e

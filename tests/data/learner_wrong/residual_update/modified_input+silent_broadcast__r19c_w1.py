# MISTAKE: (1) adds in place into e (e += delta_e) and returns e, modifying the caller's array; (2) no shape check: a broadcastable (seq_len, 1) or (d_model,) delta is accepted instead of ValueError.
import numpy as np

def residual_update(e, delta_e):
    e += delta_e
    return e

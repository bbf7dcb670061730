import numpy as np


def residual_update(e, delta_e):
    return e + delta_e  # a (seq_len, 1) or (d_model,) update broadcasts without complaint

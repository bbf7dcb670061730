# Wrong (two mistakes): no shape check, so a (seq_len, 1) or (d_model,) delta_e broadcasts instead of raising ValueError (a mismatch that cannot broadcast still raises numpy's ValueError); and e + delta_e with a float64 delta_e promotes a float32 e to float64.
import numpy as np


def residual_update(e, delta_e):
    return e + delta_e

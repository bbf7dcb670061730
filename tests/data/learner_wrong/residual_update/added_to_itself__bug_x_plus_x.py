# Bug report: https://github.com/kyegomez/BitNet/issues/32
# x, _ = attn(x); x = x + x -- the attention output overwrote x, so the "residual" adds delta to itself.
import numpy as np


def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError("shapes differ")
    x = np.asarray(delta_e)
    return x + x

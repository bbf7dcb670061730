# https://github.com/vllm-project/vllm/pull/24500
# "Prefer in-place add": hidden_states += delta writes the sum into the caller's array (the
# residual stream e is modified in place and returned).
import numpy as np


def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError("e and delta_e must have identical shapes")
    e += delta_e.astype(e.dtype)
    return e

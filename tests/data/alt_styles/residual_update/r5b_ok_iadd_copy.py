import numpy as np


def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError(f"residual_update: e {np.shape(e)} and delta_e {np.shape(delta_e)} differ")
    out = np.array(e, copy=True)
    out += delta_e          # same_kind casting keeps the dtype of e
    return out

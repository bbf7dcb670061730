import numpy as np


def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"residual shapes differ: {e.shape} vs {delta_e.shape}")
    # fresh output buffer in the residual stream's dtype; a float64 update is cast down
    out = np.empty_like(e)
    np.add(e, delta_e, out=out, casting='same_kind')
    return out

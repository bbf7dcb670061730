import numpy as np
def residual_update(e, delta_e):
    if np.shape(e) != np.shape(delta_e):
        raise ValueError(f"shape mismatch {np.shape(e)} vs {np.shape(delta_e)}")
    out = np.empty_like(e)
    np.add(e, delta_e, out=out, casting='unsafe')
    return out

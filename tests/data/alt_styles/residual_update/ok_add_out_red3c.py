import numpy as np

# correct: np.add with explicit out array of e's dtype
def residual_update(e, delta_e):
    e = np.asarray(e)
    delta_e = np.asarray(delta_e)
    if e.shape != delta_e.shape:
        raise ValueError(f"shape mismatch: e {e.shape} vs delta_e {delta_e.shape}")
    out = np.empty(e.shape, dtype=e.dtype)
    np.add(e, delta_e, out=out, casting="unsafe")
    return out

"""Correct: a copy, then += (the inputs stay untouched)."""
def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError(f"{e.shape} vs {delta_e.shape}")
    out = e.copy()
    out += delta_e
    return out

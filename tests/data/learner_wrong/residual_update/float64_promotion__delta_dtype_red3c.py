import numpy as np

# wrong: keeps delta_e's dtype instead of e's (float32 stream + float64 update -> float64; float64 + float32 -> float32)
def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("shapes differ")
    return (e + delta_e).astype(delta_e.dtype)

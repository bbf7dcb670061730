# MISTAKE: The validation demands identical full shapes (a.shape != b.shape -> ValueError), rejecting valid broadcasting such as (d,) against (3, d).
# MISTAKE: Converts the inputs with dtype=float, so float32 inputs return float64.
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    if a.shape != b.shape:
        raise ValueError(f"shapes {a.shape} and {b.shape} do not match")
    return np.einsum("...i,...i->...", a, b)

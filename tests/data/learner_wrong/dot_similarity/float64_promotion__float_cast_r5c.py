# mistake: np.asarray(..., dtype=float) converts float32 inputs to float64 (dtype slip only)
import numpy as np


def dot_similarity(a, b):
    a = np.asarray(a, dtype=float)
    b = np.asarray(b, dtype=float)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("feature sizes differ")
    return np.einsum("...d,...d->...", a, b)
